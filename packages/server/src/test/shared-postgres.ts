// One PostgreSQL for the whole server project (vitest.config.ts, globalSetup; decisions/0097). It starts
// once, migrates a template database once, and gives each test file's block a database cloned from the
// template (`CREATE DATABASE … TEMPLATE`, a fraction of a second) instead of an initdb, a server start and
// forty-odd migrations per file. Files that need a server of their own (the crash, cluster and scale-out
// tests, the connection tests) still start one with `startTestPostgres`.
// Without PostgreSQL (and outside CI) nothing starts: the blocks fall back to PGlite (databases.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connection.ts';
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared test PostgreSQL's admin URL and its migrated template's name; absent without one. */
    sharedPostgres: { url: string; template: string } | null;
  }
}

let server: TestPostgres | undefined;
let template: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (postgresUnavailableReason()) {
    project.provide('sharedPostgres', null);
    return;
  }
  server = await startTestPostgres(process.env, { max_connections: '300' });
  template = `mall_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(server.url, `CREATE DATABASE ${template}`);
  const url = new URL(server.url);
  url.pathname = `/${template}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), max: 1 });
  try {
    await handle.migrate();
  } finally {
    // A template may be cloned only while nobody is connected to it.
    await handle.close();
  }
  project.provide('sharedPostgres', { url: server.url, template });
}

export async function teardown(): Promise<void> {
  if (server && template) {
    // With DATABASE_URL the server is the developer's own: leave it as it was.
    await adminQuery(server.url, `DROP DATABASE IF EXISTS ${template}`).catch(() => {});
  }
  await server?.stop();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
