/** The shell's server process: its configuration from the environment, then listening until a signal. */
import path from 'node:path';
import { loadShellConfig } from './config';
import { remoteDeployments } from './deployments/remote-deployments';
import { createShellServer, type Log } from './shell-server';

const log: Log = (event) => console.log(JSON.stringify({ service: 'shell', ...event }));

let config: ReturnType<typeof loadShellConfig>;
try {
  config = loadShellConfig();
} catch (error) {
  log({ msg: 'the shell cannot start', error: String(error) });
  process.exit(1);
}

const shell = createShellServer(config, {
  distDir: path.resolve(__dirname, '..', 'dist'),
  deployments: (onChange) => remoteDeployments(config, { onChange, log }),
  log,
});

shell.server.listen(config.port, config.host, () =>
  log({
    msg: 'listening',
    port: config.port,
    remotes: Object.fromEntries(
      Object.values(config.remotes).map((remote) => [remote.name, remote.origin.href]),
    ),
  }),
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    shell.stop();
    shell.server.close(() => process.exit(0));
    shell.server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
