import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@leisure/app-store/testing';
import { TermsModal } from '@leisure/form-kit';
import { isTermsText, simulateScrollArea } from './scrollSimulation.ts';

const term = {
  id: 7,
  title: 'Direct Debit terms',
  html: '<h2>Instruction to your bank</h2><p>Please pay Brightwater Leisure Direct Debits.</p><script>alert(1)</script>',
};

function renderModal(props: { alreadyAgreed?: boolean } = {}) {
  const onAgree = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <TermsModal term={term} open alreadyAgreed={props.alreadyAgreed ?? false} onAgree={onAgree} onClose={onClose} />,
  );
  return { onAgree, onClose };
}

describe('TermsModal', () => {
  it('is a dialog named by the term, showing its sanitised text in a focusable, named scroll area', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Direct Debit terms' });
    const text = within(dialog).getByRole('region', { name: 'Direct Debit terms text' });
    expect(text).toHaveAttribute('tabindex', '0');
    expect(within(text).getByRole('heading', { name: 'Instruction to your bank' })).toBeInTheDocument();
    expect(text.querySelector('script')).toBeNull();
  });

  it('I Agree stays disabled, and says why, until the reader scrolls to within 10 px of the end', async () => {
    const area = simulateScrollArea(isTermsText, { content: 1000, visible: 300 });
    const { onAgree, onClose } = renderModal();
    const agree = screen.getByRole('button', { name: 'I Agree' });
    expect(agree).toHaveAttribute('aria-disabled', 'true');
    expect(agree).toHaveAccessibleDescription('Scroll to the end to agree');

    await userEvent.click(agree);
    expect(onAgree).not.toHaveBeenCalled();
    // Pressed too early, it hands focus to the text so the arrow keys scroll it.
    expect(screen.getByRole('region', { name: 'Direct Debit terms text' })).toHaveFocus();

    const text = screen.getByRole('region', { name: 'Direct Debit terms text' });
    area.scrollTo(text, 500);
    expect(agree).toHaveAttribute('aria-disabled', 'true');
    area.scrollTo(text, 689);
    expect(agree).toHaveAttribute('aria-disabled', 'true');
    area.scrollTo(text, 690);
    expect(agree).not.toHaveAttribute('aria-disabled');
    expect(agree).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Scroll to the end to agree')).not.toBeInTheDocument();

    // Scrolling back up to re-read does not take the agreement away.
    area.scrollTo(text, 0);
    expect(agree).not.toHaveAttribute('aria-disabled');

    await userEvent.click(agree);
    expect(onAgree).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keyboard users reach the end too: Tab to the text, then scroll it', async () => {
    const area = simulateScrollArea(isTermsText, { content: 800, visible: 300 });
    renderModal();
    const text = screen.getByRole('region', { name: 'Direct Debit terms text' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(text).toHaveFocus();
    // jsdom does not scroll for End; the browser would, and fire this event.
    area.scrollTo(text, 500);
    expect(screen.getByRole('button', { name: 'I Agree' })).not.toHaveAttribute('aria-disabled');
  });

  it('text short enough to need no scrolling can be agreed at once', () => {
    simulateScrollArea(isTermsText, { content: 200, visible: 200 });
    renderModal();
    expect(screen.getByRole('button', { name: 'I Agree' })).not.toHaveAttribute('aria-disabled');
  });

  it('a term already agreed can be agreed again without scrolling', () => {
    simulateScrollArea(isTermsText, { content: 1000, visible: 300 });
    renderModal({ alreadyAgreed: true });
    expect(screen.getByRole('button', { name: 'I Agree' })).not.toHaveAttribute('aria-disabled');
  });

  it('closes on Escape and the close button without agreeing', async () => {
    const { onAgree, onClose } = renderModal();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onAgree).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(
      <TermsModal term={term} open={false} alreadyAgreed={false} onAgree={vi.fn()} onClose={vi.fn()} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
