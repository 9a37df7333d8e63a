import PgBoss from 'pg-boss';
import { DELIVERY_QUEUES } from './queues.js';

/** The schema pg-boss keeps its jobs in, beside the application's tables. */
export const JOB_SCHEMA = 'pgboss';

/**
 * Creates or upgrades pg-boss's schema and the application's queues, with their current retry
 * settings. Runs with the migrations (one process at a time), so that the replicas that start
 * afterwards only use it.
 */
export async function prepareJobSchema(url: string): Promise<void> {
  const boss = new PgBoss({ connectionString: url, schema: JOB_SCHEMA, max: 1, supervise: false, schedule: false });
  boss.on('error', () => {
    // start() below reports the same failure by rejecting.
  });
  await boss.start();
  try {
    for (const [name, options] of Object.entries(DELIVERY_QUEUES)) {
      if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...options });
      else await boss.createQueue(name, { name, ...options });
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
