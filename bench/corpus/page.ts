// One page's Markdown: front matter, an opening paragraph, h2/h3 sections with tables, code,
// lists and admonitions, and the cross-links. Length lands between about 300 and 700 words.
import { admonition, bulletList, codeBlock, stepList, table } from './blocks.js';
import type { PageLink } from './links.js';
import type { PlacedDoc } from './model.js';
import { seeAlso, type OutlineSection } from './outline.js';
import { description, paragraph, wordCount } from './prose.js';
import type { Random } from './random.js';

const maxAdmonitions = 3;

function frontMatter(random: Random, placed: PlacedDoc): string[] {
  const { spec } = placed;
  const lines = ['---', `title: "${spec.title}"`, `description: "${description(random, spec.title)}"`];
  if (spec.sidebarLabel !== undefined) lines.push(`sidebar_label: "${spec.sidebarLabel}"`);
  if (placed.sidebarPosition !== undefined) lines.push(`sidebar_position: ${placed.sidebarPosition}`);
  lines.push(`tags: [${spec.tags.join(', ')}]`, '---');
  return lines;
}

/** A section's blocks in three parts, so padding can go after its opening paragraph. */
interface SectionBlocks {
  readonly opening: string[][];
  readonly padding: string[][];
  readonly rest: string[][];
}

/** Keeps a running word count (code excluded) and the admonition budget of one page. */
class Tally {
  words = 0;
  admonitions = 0;

  count(block: readonly string[]): readonly string[] {
    this.words += wordCount(block.join(' '));
    return block;
  }
}

/** A block after a paragraph; admonitions only ever follow a paragraph, so two never touch. */
function extraBlock(random: Random, tally: Tally): string[] {
  const roll = random.int(0, 9);
  if (roll <= 1) return [...tally.count(table(random))];
  if (roll <= 3) return codeBlock(random);
  if (roll <= 4) return [...tally.count(bulletList(random))];
  if (roll <= 6) return [...tally.count(stepList(random))];
  if (roll <= 7 && tally.admonitions < maxAdmonitions) {
    tally.admonitions++;
    return [...tally.count(admonition(random))];
  }
  return [...tally.count([paragraph(random)])];
}

function linkSentence(link: PageLink): string {
  return `Para saber mais, consulte [${link.text}](${link.href}).`;
}

function sectionBlocks(random: Random, tally: Tally, section: OutlineSection, inlineLink: PageLink | undefined): SectionBlocks {
  const opening = paragraph(random);
  const firstParagraph = inlineLink === undefined ? opening : `${opening} ${linkSentence(inlineLink)}`;
  const rest: string[][] = [];
  if (random.chance(0.7)) rest.push(extraBlock(random, tally));
  for (const subsection of section.subsections) {
    rest.push([`### ${subsection.text}`], [...tally.count([paragraph(random)])]);
    if (random.chance(0.5)) rest.push(extraBlock(random, tally));
  }
  return { opening: [[`## ${section.text}`], [...tally.count([firstParagraph])]], padding: [], rest };
}

export function pageMarkdown(random: Random, placed: PlacedDoc, outline: readonly OutlineSection[], links: readonly PageLink[]): string {
  const tally = new Tally();
  const targetWords = random.int(300, 620);
  const inlineFirst = random.chance(0.7);
  const inlineLink = inlineFirst ? links[0] : undefined;
  const listedLinks = inlineFirst ? links.slice(1) : links;

  const intro = tally.count([paragraph(random, 1, 3)]);
  const sections = outline.map((section, index) => sectionBlocks(random, tally, section, index === 0 ? inlineLink : undefined));
  for (let turn = 0; tally.words < targetWords; turn++) {
    sections[turn % sections.length]?.padding.push([...tally.count([paragraph(random)])]);
  }
  const blocks: (readonly string[])[] = [intro, ...sections.flatMap((section) => [...section.opening, ...section.padding, ...section.rest])];
  if (listedLinks.length > 0) {
    blocks.push([`## ${seeAlso.text}`], listedLinks.map((link) => `- [${link.text}](${link.href})`));
  }
  return `${[...frontMatter(random, placed), '', blocks.map((block) => block.join('\n')).join('\n\n')].join('\n')}\n`;
}
