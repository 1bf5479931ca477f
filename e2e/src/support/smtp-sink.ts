// One SMTP sink for the whole repository: the server's tests own it.
export * from '@vitrine/server/src/test/smtp-sink.ts';
