import pg from "pg";

/**
 * Failures to open a connection that a moment's wait cures: the database's name not resolving
 * while a container network reloads, the server restarting or still starting (57P03). No query
 * has been sent when they happen, so trying again cannot run anything twice.
 */
const passingFailures = new Set(["ENOTFOUND", "EAI_AGAIN", "ECONNREFUSED", "ECONNRESET", "57P03"]);

const retryDelaysMs = [100, 200, 400];

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, release: (error?: Error) => void) => void;

/**
 * The server's connection pool, which tries a new connection again for up to 0.7 s when opening
 * it fails for a passing reason, instead of answering a visitor's request with an error.
 */
export class PostgresPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly delaysMs: readonly number[] = retryDelaysMs,
  ) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const opened = this.openConnection(0);
    if (!callback) return opened;
    opened.then(
      (client) => callback(undefined, client, (error) => client.release(error)),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }

  private async openConnection(attempt: number): Promise<pg.PoolClient> {
    try {
      return await super.connect();
    } catch (error) {
      const delay = this.delaysMs[attempt];
      if (delay === undefined || !passingFailures.has((error as { code?: string }).code ?? "")) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
      return this.openConnection(attempt + 1);
    }
  }
}
