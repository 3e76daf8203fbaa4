import styled, { css } from 'styled-components';
import type { AccountPackage } from '@leisure/api-contract/browser';
import { panel } from '@leisure/ui';
import { expiryLabel, formatLongDate, statusLabels, usesLeftLabel, venueLabel } from '../packageLabels.ts';
import { PackageUses } from './PackageUses.tsx';

const Card = styled.article<{ $finished: boolean }>`
  ${panel}

  h3 {
    margin: 0;
    font-size: 1.25rem;
  }

  h4 {
    margin: ${({ theme }) => theme.spacing.m} 0 ${({ theme }) => theme.spacing.xs};
    font-size: 1rem;
  }

  /* A finished package is greyed (decision 0400) but its text keeps the muted colour's 4.5:1. */
  ${({ $finished, theme }) =>
    $finished &&
    css`
      border-style: dashed;
      color: ${theme.colours.mutedText};
    `}
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const StatusTag = styled.strong<{ $active: boolean }>`
  padding: 0.125rem ${({ theme }) => theme.spacing.xs};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ $active, theme }) => ($active ? theme.colours.success : theme.colours.text)};
  background: ${({ $active, theme }) => ($active ? theme.colours.successSurface : theme.colours.neutralSurface)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.m};
  margin: ${({ theme }) => theme.spacing.m} 0 0;

  dt {
    font-weight: 700;
  }

  dd {
    margin: 0;
  }
`;

const UsesLeft = styled.dd`
  font-size: 1.125rem;
  font-weight: 700;
`;

/** One package: its name and status, uses left, expiry, where it is valid, when it was bought, and its uses. */
export function PackageCard({ pkg }: { pkg: AccountPackage }) {
  const headingId = `package-${pkg.id}`;
  const finished = pkg.status !== 'active';
  return (
    <Card aria-labelledby={headingId} $finished={finished}>
      <Title>
        <h3 id={headingId}>{pkg.name}</h3>
        <StatusTag $active={!finished}>{statusLabels[pkg.status]}</StatusTag>
      </Title>
      {pkg.description && <p>{pkg.description}</p>}
      <Facts>
        <dt>Uses</dt>
        <UsesLeft>{usesLeftLabel(pkg)}</UsesLeft>
        <dt>{pkg.status === 'expired' ? 'Expiry' : 'Expires'}</dt>
        <dd>{expiryLabel(pkg)}</dd>
        <dt>Valid at</dt>
        <dd>{venueLabel(pkg)}</dd>
        <dt>Bought on</dt>
        <dd>{formatLongDate(pkg.purchasedOn)}</dd>
      </Facts>
      <PackageUses pkg={pkg} headingId={`${headingId}-uses`} />
    </Card>
  );
}
