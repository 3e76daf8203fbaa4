import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { SavedCard } from '@leisure/api-contract/browser';
import { useListSavedCardsQuery } from '@leisure/api-client/endpoints/savedCardsApi';
import { Button, panel, Spinner } from '@leisure/ui';
import { cardBrandNames, cardName } from '../paymentLabels.ts';
import { DeleteCardDialog } from './DeleteCardDialog.tsx';

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  ${panel}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.m};
`;

const Details = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.m};

  img {
    width: 3rem;
    height: auto;
  }

  p {
    margin: 0;
  }
`;

const ExpiredTag = styled.strong`
  display: inline-block;
  margin-left: ${({ theme }) => theme.spacing.xs};
  padding: 0.125rem ${({ theme }) => theme.spacing.xs};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colours.danger};
  background: ${({ theme }) => theme.colours.dangerSurface};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colours.mutedText};
`;

function CardDetails({ card }: { card: SavedCard }) {
  return (
    <Details>
      <img src={card.cardImage} alt="" />
      <div>
        <p>
          <strong>{cardBrandNames[card.cardType]}</strong> ending {card.lastFourDigits}
          {card.recentlyExpired && <ExpiredTag>Expired</ExpiredTag>}
        </p>
        <p>
          {card.recentlyExpired ? 'Expired' : 'Expires'} {card.expiryDate}
        </p>
        <p>{card.cardHolderName}</p>
      </div>
    </Details>
  );
}

/**
 * "Saved cards" (docs/product/account.md D30, docs/decisions/0403-saved-cards.md): brand, last four digits and expiry,
 * expired cards flagged in words, each with "Delete card" behind a confirmation. Details cannot be edited: a new
 * card is saved at checkout.
 */
export function SavedCards() {
  const { data: cards, error } = useListSavedCardsQuery();
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="saved-cards-heading">
      <h2 id="saved-cards-heading" ref={headingRef} tabIndex={-1}>
        Saved cards
      </h2>
      {error ? (
        <p role="alert">We couldn’t load your saved cards. Please try again later.</p>
      ) : !cards ? (
        <Spinner label="Loading your saved cards" />
      ) : cards.length === 0 ? (
        <p>You have no saved cards. You can save a card when you pay at checkout.</p>
      ) : (
        <>
          <Hint>Saved card details cannot be edited: to use another card, save it when you next pay at checkout.</Hint>
          <Cards>
            {cards.map((card) => (
              <Card key={card.id}>
                <CardDetails card={card} />
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={`Delete card, ${cardName(card)}`}
                  onClick={() => setDeleting(card)}
                >
                  Delete card
                </Button>
              </Card>
            ))}
          </Cards>
        </>
      )}
      {deleting && (
        <DeleteCardDialog card={deleting} afterDeleteFocusRef={headingRef} onClose={() => setDeleting(null)} />
      )}
    </section>
  );
}
