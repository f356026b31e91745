// Wakes idle pg-boss workers in every process the moment a task is sent, through PostgreSQL's own
// LISTEN/NOTIFY (decision 287). pg-boss 10 only polls (half a second at the least), which a job
// waited out before its first photo; its notifyWorker wakes a worker of this process only. Polling
// stays underneath: a notice lost with a dropped connection costs at most one poll.
import pg from 'pg';
import type { Topic } from './queue';

export const WAKE_CHANNEL = 'logobatch_tasks';
const RECONNECT_MS = 1000;
const CONNECT_TIMEOUT_MS = 3000;

export interface WakeListener {
  close(): Promise<void>;
}

/** Calls `onTopic` for each task sent on any instance; reconnects when the connection drops. */
export function listenForTasks(url: string, onTopic: (topic: Topic) => void): WakeListener {
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const retry = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    void client.end().catch(() => undefined);
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, RECONNECT_MS);
    timer.unref();
  };

  async function connect() {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    current = client;
    // A dropped connection emits 'error' (which would end the process unheard) and 'end'.
    client.on('error', () => retry(client));
    client.on('end', () => retry(client));
    client.on('notification', (n) => {
      if (n.payload) onTopic(n.payload as Topic);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${WAKE_CHANNEL}`);
    } catch {
      retry(client);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
