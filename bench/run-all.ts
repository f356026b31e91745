// `npm run bench`: runs every benchmark script in turn; each prints its own figures and ratios.
import { execSync } from 'node:child_process';

const benches = ['bench:bundle', 'bench:editor', 'bench:export', 'bench:api'];
for (const b of benches) {
  console.log(`\n=== npm run ${b} ===`);
  execSync(`npm run --silent ${b}`, { stdio: 'inherit' });
}
