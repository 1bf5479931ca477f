import type { CatalogueShape } from './catalogue-shape.ts';
import type { frAdminEmbed } from './fr-admin-embed.ts';

export const enAdminEmbed: CatalogueShape<typeof frAdminEmbed> = {
  open: 'Embed and API',
  title: 'Embedding on your site and read API',
  origins: {
    title: 'Allowed origins',
    help: 'The sites that may embed the showcase and call the API from a browser, one origin per line (https://www.example.be).',
    label: 'Origins',
    none: 'No origin: the showcase cannot be embedded anywhere.',
    save: 'Save the origins',
    saved: 'Origins saved.',
  },
  snippet: {
    title: 'Code to embed',
    help: 'Paste this code in a page of your site. The page can open a unit or apply a filter, and is told when a unit is opened or a contact is sent.',
    project: 'Project',
    copy: 'Copy the code',
    copied: 'Code copied.',
    copyFailed: 'Copying failed: select the code and copy it.',
    frameTitle: 'Showcase — {{project}}',
  },
  keys: {
    title: 'Read API keys',
    help: 'Every call to {{path}} sends a key in the “Authorization: Bearer …” or “X-Api-Key” header. The API’s description: {{docs}}.',
    name: 'Key name',
    create: 'Create a key',
    created: 'Here is the key “{{name}}”. Copy it now: it will not be shown again.',
    copy: 'Copy the key',
    copied: 'Key copied.',
    prefix: 'Key starts with',
    createdAt: 'Created on',
    lastUsed: 'Last call',
    never: 'Never',
    state: 'State',
    active: 'Active',
    revoked: 'Revoked on {{date}}',
    revoke: 'Revoke',
    revokeConfirm: 'Revoke the key “{{name}}”? Calls that send it will be refused.',
    revokedToast: 'Key revoked.',
    none: 'No key yet.',
  },
};
