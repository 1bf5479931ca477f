import { describe, expect, it } from 'vitest';
import { serverIdOf } from './upload-server.ts';

describe('the FilePond server id', () => {
  it.each([
    ['plain text of a whole-file upload', ' 0123abcd\n', '0123abcd'],
    ['JSON with an id', '{"id":"f00"}', 'f00'],
    ['the XMLHttpRequest of a chunked upload', { response: '9f9f', status: 200 }, '9f9f'],
  ])('is read from %s', (_case, answer, expected) => {
    expect(serverIdOf(answer)).toBe(expected);
  });
});
