export interface ShellServerConfig {
  port: number;
  host: string;
  bffUrl: URL;
  remotes: { public_mfe: { entry: string }; admin_mfe: { entry: string } };
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new Error(`Invalid port: ${value}`);
  return parsed;
}

function url(name: string, value: string | undefined, fallback: string): string {
  const text = value ?? fallback;
  try {
    return new URL(text).toString();
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${text}"`);
  }
}

/** Where the shell listens, where the BFF is, and where each remote's manifest lives today. */
export function loadShellConfig(env: NodeJS.ProcessEnv = process.env): ShellServerConfig {
  return {
    port: port(env.SHELL_PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    bffUrl: new URL(url('BFF_URL', env.BFF_URL, 'http://localhost:4000')),
    remotes: {
      public_mfe: {
        entry: url('PUBLIC_MFE_URL', env.PUBLIC_MFE_URL, 'http://localhost:3001/mf-manifest.json'),
      },
      admin_mfe: { entry: url('ADMIN_MFE_URL', env.ADMIN_MFE_URL, 'http://localhost:3002/mf-manifest.json') },
    },
  };
}
