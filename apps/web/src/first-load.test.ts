import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 30 item 9: what the index's first load may bring. Follows the static imports (the ones a
 * browser must fetch before the module runs; `import()` is left out, it loads on demand) from the
 * entry and each device's shell, layout and index page, and lists the packages and source files
 * reached. The bench (bench/firstload.ts) measures the bytes; this says which code may not be there.
 */
const SRC = path.dirname(new URL(import.meta.url).pathname);
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function staticClosure(entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (!/\.(ts|tsx)$/.test(file)) return;
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(STATIC_IMPORT)) {
      if (spec.startsWith('.')) {
        const target = path.resolve(path.dirname(file), spec);
        if (!existsSync(target)) throw new Error(`${file}: ${spec} not found`);
        visit(target);
      } else {
        packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
      }
    }
  };
  entries.forEach((entry) => visit(path.join(SRC, entry)));
  return { files, packages };
}

const relative = (files: Set<string>) => [...files].map((f) => path.relative(SRC, f).replaceAll('\\', '/'));
/** The message areas the index shows (i18n/index.ts loads the others with any other page). */
const INDEX_AREAS = ['chat', 'content', 'dataStatus', 'inbox', 'personalCenter', 'siteNotice'];

describe("the index's first load (issue 30 item 9)", () => {
  const desktop = staticClosure(['main.tsx', 'layouts/desktop/DesktopShell.tsx', 'layouts/desktop/DesktopLayout.tsx', 'pages/index/index.tsx']);
  const phone = staticClosure(['main.tsx', 'layouts/mobile/MobileShell.tsx', 'layouts/mobile/MobileLayout.tsx', 'pages/index/mobile.tsx']);

  it('the desktop index imports neither UI kit, charts nor the sanitizer: antd comes on demand', () => {
    for (const name of ['antd', 'antd-mobile', 'echarts', 'echarts-for-react', 'dompurify', '@ant-design/pro-components']) {
      expect(desktop.packages.has(name), name).toBe(false);
    }
    const files = relative(desktop.files);
    // the antd versions of the header and hero controls are loaded with antd, not with the page
    for (const file of [
      'layouts/AntdScope.tsx',
      'layouts/desktop/HeaderAntd.tsx',
      'pages/index/HeroSearchAntd.tsx',
      'components/ProvinceSelect.tsx',
      'components/chat/ChatPanel.tsx',
    ]) {
      expect(files, file).not.toContain(file);
    }
  });

  it("the phone index imports antd-mobile's shell only, no antd and no charts", () => {
    for (const name of ['antd', 'echarts', 'echarts-for-react', '@ant-design/pro-components']) expect(phone.packages.has(name), name).toBe(false);
    // (the walk does reach packages: the phone's shell is built on antd-mobile, both on react-router)
    expect(phone.packages.has('antd-mobile')).toBe(true);
    expect(desktop.packages.has('react-router')).toBe(true);
  });

  it("neither index imports another page, nor another page's strings", () => {
    for (const files of [relative(desktop.files), relative(phone.files)]) {
      const pages = files.filter((f) => f.startsWith('pages/') && !f.startsWith('pages/index/'));
      expect(pages).toEqual([]);
      const areas = files.filter((f) => f.startsWith('i18n/areas/')).map((f) => path.basename(f, '.ts'));
      expect(areas.filter((a) => !INDEX_AREAS.includes(a))).toEqual([]);
    }
    // i18n/index.ts names its eager areas in one glob: the same list as here
    const i18n = readFileSync(path.join(SRC, 'i18n/index.ts'), 'utf8');
    expect(i18n).toContain(`'./areas/{${INDEX_AREAS.join(',')}}.ts', { eager: true }`);
  });
});
