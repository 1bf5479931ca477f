/**
 * zod, configured: every schema file imports `z` from here, so French validation messages
 * from the catalogues are the default wherever a schema is used, whichever file is imported.
 */
import './validation-messages.ts';

export { z } from 'zod';
