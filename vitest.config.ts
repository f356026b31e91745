import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup/vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more forks only add contention.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          // A fork keeps its modules from file to file: importing them again for each file cost a
          // third of the run. Every file builds its own app and database, and restores what it stubs.
          isolate: false,
        },
      },
      {
        extends: true,
        // The client's modules hold state (stores, storage, i18n): each file starts afresh.
        test: { name: 'client', include: ['src/client/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
