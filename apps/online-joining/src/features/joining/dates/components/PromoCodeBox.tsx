import { useState } from 'react';
import styled from 'styled-components';
import { toApiError } from '@leisure/api-client';
import { Button, cluster, TextField } from '@leisure/ui';
import { useLazyValidatePromotionQuery } from '@leisure/api-client/endpoints/membershipsApi';

const Row = styled.div`
  ${cluster('s', 'flex-end')}
  margin-bottom: ${({ theme }) => theme.spacing.l};
`;

export interface PromoCodeBoxProps {
  paymentOptionId: number;
  promotion: { id: number; code: string } | null;
  onChange: (promotion: { id: number; code: string } | null) => void;
}

/** docs/product/platform.md D7 and docs/product/joining.md §4 "Promo code": Add a promo code → Apply → locked, with Remove. */
export function PromoCodeBox({ paymentOptionId, promotion, onChange }: PromoCodeBoxProps) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [validate, { isFetching }] = useLazyValidatePromotionQuery();

  if (promotion) {
    return (
      <Row>
        <p role="status">
          Promo code <strong>{promotion.code}</strong> applied.
        </p>
        <Button variant="link" onClick={() => onChange(null)} aria-label={`Remove promo code ${promotion.code}`}>
          Remove
        </Button>
      </Row>
    );
  }
  if (!open) {
    return (
      <Row>
        <Button variant="link" onClick={() => setOpen(true)} aria-expanded={false}>
          Add a promo code
        </Button>
      </Row>
    );
  }

  async function apply() {
    const trimmed = code.trim();
    if (!trimmed) return setError('Enter a promo code');
    try {
      const found = await validate({ params: { code: trimmed, paymentOptionId } }).unwrap();
      setError(undefined);
      onChange({ id: found.id, code: found.code });
    } catch (failure) {
      const apiError = toApiError(failure);
      setError(apiError.status === 422 || apiError.status === 404 ? 'Code not recognised' : apiError.message);
    }
  }

  return (
    <Row>
      <TextField
        label="Promo code"
        value={code}
        autoComplete="off"
        error={error}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void apply();
          }
        }}
      />
      <Button variant="secondary" busy={isFetching} onClick={() => void apply()}>
        Apply
      </Button>
    </Row>
  );
}
