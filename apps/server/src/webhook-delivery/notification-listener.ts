import pg from "pg";

export interface NotificationListenerOptions {
  /** Where to connect: a connection of its own, as LISTEN holds it for as long as it listens. */
  connection: pg.ClientConfig;
  channel: string;
  onNotification: () => void;
  /**
   * Each time the listening starts, the first time and after a lost connection: whatever was
   * notified while nobody listened has to be looked for.
   */
  onListening: () => void;
  logger: { warn(message: string): void; info(message: string): void };
}

export interface NotificationListener {
  /** Stops listening and resolves once the connection is closed. */
  stop(): Promise<void>;
}

/** A client's settings, a pool's: pg-pool keeps the password out of its options' enumerable fields. */
export function clientSettingsOf(pool: pg.Pool): pg.ClientConfig {
  return { ...pool.options, password: pool.options.password };
}

const FIRST_RECONNECT_DELAY_MS = 500;
const LONGEST_RECONNECT_DELAY_MS = 30_000;

/**
 * LISTENs on a channel on a connection of its own, connecting again (each wait twice the last,
 * up to 30 s) whenever it is lost, until stopped. An outage is logged once, and its end.
 */
export function listenForNotifications({
  connection,
  channel,
  onNotification,
  onListening,
  logger,
}: NotificationListenerOptions): NotificationListener {
  let isStopped = false;
  let current: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = FIRST_RECONNECT_DELAY_MS;
  let isLost = false;

  function scheduleConnect() {
    retry = setTimeout(() => {
      connecting = connect();
    }, delayMs);
    retry.unref();
    delayMs = Math.min(delayMs * 2, LONGEST_RECONNECT_DELAY_MS);
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ ...connection, keepAlive: true });
    current = client;
    const lose = (error?: Error) => {
      if (current !== client) return;
      current = undefined;
      client.end().catch(() => {});
      if (isStopped) return;
      if (!isLost)
        logger.warn(
          `Webhooks stopped listening for new deliveries: ${error?.message ?? "the connection ended"}`,
        );
      isLost = true;
      scheduleConnect();
    };
    client.on("error", lose);
    client.on("end", () => lose());
    client.on("notification", (message) => {
      if (message.channel === channel) onNotification();
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      lose(error as Error);
      return;
    }
    if (current !== client || isStopped) return;
    delayMs = FIRST_RECONNECT_DELAY_MS;
    if (isLost) logger.info("Webhooks listen for new deliveries again");
    isLost = false;
    onListening();
  }

  connecting = connect();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(retry);
      await connecting;
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
