import { z } from 'zod';

/** Docusaurus's sidebars.json shape: one shape, one schema. */
export type RawSidebarItem =
  | string
  | { type: 'doc'; id: string; label?: string | undefined }
  | { type: 'link'; label: string; href: string }
  | {
      type: 'category';
      label: string;
      collapsed?: boolean | undefined;
      collapsible?: boolean | undefined;
      link?: { type: 'doc'; id: string } | undefined;
      items: RawSidebarItem[];
    };

export const sidebarItemSchema: z.ZodType<RawSidebarItem> = z.lazy(() =>
  z.union([
    z.string().min(1),
    z.strictObject({ type: z.literal('doc'), id: z.string().min(1), label: z.string().min(1).optional() }),
    z.strictObject({ type: z.literal('link'), label: z.string().min(1), href: z.string().min(1) }),
    z.strictObject({
      type: z.literal('category'),
      label: z.string().min(1),
      collapsed: z.boolean().optional(),
      collapsible: z.boolean().optional(),
      link: z.strictObject({ type: z.literal('doc'), id: z.string().min(1) }).optional(),
      items: z.array(sidebarItemSchema),
    }),
  ]),
);

export const sidebarsSchema = z.record(z.string(), z.array(sidebarItemSchema));
