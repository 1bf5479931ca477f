import { describe, expect, it } from 'vitest';
import { JobFailure, jobErrorText, storedJobError } from './job-failure.ts';

describe('job failures', () => {
  it('stores a failure told in the catalogue and reads it in each language', () => {
    const stored = storedJobError(new JobFailure({ key: 'api.jobs.interrupted' }));
    expect(jobErrorText(stored, 'fr')).toBe('le traitement a été interrompu trop de fois');
    expect(jobErrorText(stored, 'en')).toBe('the processing was interrupted too many times');
  });

  it('keeps any other error as its text', () => {
    expect(jobErrorText(storedJobError(new Error('disk full')), 'fr')).toBe('disk full');
    expect(jobErrorText('{not json', 'en')).toBe('{not json');
    expect(jobErrorText(null, 'fr')).toBeNull();
  });
});
