import { describe, expect, it } from 'vitest';
import { sameTabStop, tabStopsIn } from './tabStops.ts';

function container(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('tabStopsIn', () => {
  it('lists what Tab visits, skipping disabled, hidden, inert and tabindex=-1 elements', () => {
    const element = container(`
      <a href="/a">A</a><a>no href</a>
      <button>B</button><button disabled>off</button>
      <input type="hidden"><input aria-label="C">
      <div tabindex="-1">skip</div><div tabindex="0">D</div>
      <div hidden><button>hidden</button></div><div inert><button>inert</button></div>`);
    expect(tabStopsIn(element).map((stop) => stop.textContent || stop.getAttribute('aria-label'))).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
    element.remove();
  });

  it('counts a radio group as one stop: the checked radio, or the first', () => {
    const element = container(`
      <input type="radio" name="pay" value="monthly"><input type="radio" name="pay" value="single" checked>
      <input type="radio" name="day" value="1"><input type="radio" name="day" value="15">`);
    expect(tabStopsIn(element).map((stop) => (stop as HTMLInputElement).value)).toEqual(['single', '1']);
    const [, , dayOne, dayFifteen] = [...element.querySelectorAll('input')];
    expect(sameTabStop(dayOne ?? null, dayFifteen ?? null)).toBe(true);
    element.remove();
  });
});
