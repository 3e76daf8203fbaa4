import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { notFound } from '../../http/apiError.ts';
import { ukToday } from '../../clock.ts';
import { savedCardsOf } from './savedCards.ts';

export const savedCardRoutes = [
  implement(contract.account.listSavedCards, ({ db, clock, user, settings }) =>
    savedCardsOf(db, user!.id, ukToday(clock), settings.publicOrigin),
  ),

  // Only a card the customer can see can be deleted: someone else's id is "not found", never "forbidden".
  implement(contract.account.deleteSavedCard, ({ db, clock, user, settings, params }) => {
    const listed = savedCardsOf(db, user!.id, ukToday(clock), settings.publicOrigin).some(
      (card) => card.id === params.id,
    );
    if (!listed) throw notFound();
    db.prepare('DELETE FROM saved_cards WHERE id = ? AND user_id = ?').run(params.id, user!.id);
    return { id: params.id, deleted: true as const };
  }),
];
