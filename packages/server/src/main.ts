// Starts the mall: `PORT` (default 8080) and `HOST` (default 127.0.0.1; set 0.0.0.0 to reach it from
// another device) choose where it listens.
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

const app = await buildServer({
  appDir: `${root}packages/app/dist`,
  storybookDir: `${root}packages/server/public/storybook`,
  logger: process.env.MALL_LOG !== '0',
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
console.log(`Mall: http://localhost:${port}/  ·  Storybook: http://localhost:${port}/storybook/`);
