import { buildServer } from './app';
import { loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const app = await buildServer(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.log(`Wuz berjalan di ${address} (database: ${app.ctx.database.kind})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
