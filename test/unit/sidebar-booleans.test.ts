import { describe, expect, it } from 'vitest';
import { categoryMetaSchema, sidebarsSchema } from '../../src/assemble/sidebar/schema.js';

// Docusaurus validates with Joi, which takes "true" and "false" for booleans.
describe('boolean strings in sidebars, as Docusaurus reads them', () => {
  const category = (collapsed: unknown) =>
    sidebarsSchema.safeParse({ main: [{ type: 'category', label: 'G', collapsed, items: ['a'] }] });

  it("takes a sidebars file's string as Docusaurus's theme does: any of them is true", () => {
    for (const text of ['true', 'false', 'TRUE']) {
      const parsed = category(text);
      expect(parsed.success).toBe(true);
      expect(parsed.data?.main?.[0]).toMatchObject({ type: 'category', collapsed: true });
    }
    expect(category(false).data?.main?.[0]).toMatchObject({ collapsed: false });
  });

  it("converts a _category_ file's string, as Joi's validate does", () => {
    expect(categoryMetaSchema.parse({ collapsed: 'false', collapsible: 'True' })).toEqual({
      collapsed: false,
      collapsible: true,
    });
  });

  it('still refuses other strings', () => {
    const parsed = category('yes');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['main.0']);
    expect(categoryMetaSchema.safeParse({ collapsed: 'no' }).success).toBe(false);
  });
});
