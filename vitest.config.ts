import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more forks only add contention.
    maxWorkers: 2,
    // A fork keeps its modules from file to file: importing them again for each file cost a third of
    // the run. Every file builds its own app and database, and restores what it stubs.
    isolate: false,
  },
});
