// Runs the CLI from src/ (no compile step), for tests that start `helpdocs serve` as a process.
import { main } from '../../src/cli.js';

process.exitCode = await main(process.argv);
