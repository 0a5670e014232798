// Development: the server in watch mode on PORT and the Vite dev server proxying /api to it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const port = process.env.PORT ?? '8080';
const env = { ...process.env, PORT: port, API_PROXY_TARGET: `http://localhost:${port}` };

const children = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'packages/server/src/main.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('node_modules/.bin/vite', ['packages/app', '--config', 'vite.config.ts'], { stdio: 'inherit', env }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
