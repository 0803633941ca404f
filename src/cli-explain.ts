// `helpdocs explain <rule>`: what causes a rule the build printed, and how to fix it.
import type { Command } from 'commander';
import { ruleSection } from './core/rule-docs.js';

export function addExplainCommand(
  program: Command,
  io: { out(text: string): void; err(text: string): void },
  setCode: (code: number) => void,
): void {
  program
    .command('explain <rule>')
    .description('print what causes a warning or error rule and how to fix it')
    .action((rule: string) => {
      const section = ruleSection(rule);
      if (section) {
        io.out(section);
        setCode(0);
        return;
      }
      io.err(`helpdocs: no rule "${rule}" (the rule is the last word of a printed problem)`);
      setCode(2);
    });
}
