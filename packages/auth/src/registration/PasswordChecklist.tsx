import styled from 'styled-components';
import { CheckIcon, CloseIcon, VisuallyHidden } from '@leisure/ui';
import { passwordRequirements } from './passwordGuidance.ts';

const List = styled.ul`
  margin: ${({ theme }) => theme.spacing.xxs} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.375rem;
  color: ${({ $met, theme }) => ($met ? theme.colours.success : theme.colours.text)};

  svg {
    flex: none;
  }
`;

/**
 * The password guidance of docs/product/joining.md §5 ticked off as the user types. It is the password field's hint (read with
 * it); a polite live region says how many requirements are met when that changes.
 */
export function PasswordChecklist({ password }: { password: string }) {
  const met = passwordRequirements.map((rule) => rule.met(password));
  const count = met.filter(Boolean).length;
  return (
    <>
      <span>Your password must have:</span>
      <List>
        {passwordRequirements.map((rule, index) => (
          <Item key={rule.label} $met={met[index]!}>
            {met[index] ? <CheckIcon /> : <CloseIcon />}
            <span>
              {rule.label}
              <VisuallyHidden>{met[index] ? ' (done)' : ' (not yet)'}</VisuallyHidden>
            </span>
          </Item>
        ))}
      </List>
      <VisuallyHidden aria-live="polite">
        {password ? `${count} of ${passwordRequirements.length} password requirements met` : ''}
      </VisuallyHidden>
    </>
  );
}
