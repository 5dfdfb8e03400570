/** Production entry: MongoDB comes from MONGODB_URI. */
import { loadConfig } from './config';
import { createLogger } from './logger';
import { startServer, stopOnSignals } from './server';

let logger = createLogger('info');
try {
  const config = loadConfig();
  logger = createLogger(config.logLevel);
  stopOnSignals(await startServer(config, logger), logger);
} catch (error) {
  logger.fatal({ err: error }, 'BFF failed to start');
  process.exit(1);
}
