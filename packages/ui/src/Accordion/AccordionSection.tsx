import { useId, type ReactNode, type Ref } from 'react';
import { Button } from '../Button/Button.tsx';
import { CheckIcon, ChevronIcon, WarningIcon } from '../icons/Icons.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { ACCORDION_TOGGLE_ATTRIBUTE } from './accordionKeys.ts';
import { statusWords, type SectionStatus } from './sectionStatus.ts';
import {
  Header,
  Heading,
  HeadingText,
  NumberBadge,
  Panel,
  Section,
  StaticTitle,
  StatusMark,
  Summary,
  Toggle,
} from './accordionStyles.ts';

export interface AccordionSectionProps {
  /** Plain text: it also names the Edit button ("Edit {heading}", docs/product/platform.md D7). */
  heading: string;
  /** Shown in a circle before the heading; the caller numbers, so hidden sections can renumber the rest. */
  number?: number;
  /** Controlled: the caller decides which sections are open. */
  open: boolean;
  /** When given, the header is a button that opens and closes the section. */
  onToggle?: (open: boolean) => void;
  /** When given, a closed section shows an Edit button. */
  onEdit?: () => void;
  status?: SectionStatus;
  /** A line shown under the header while closed, such as the chosen centre's name. */
  summary?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /**
   * The heading element, made focusable from script (tabIndex -1): a flow that opens this section after the user
   * finished the previous one moves focus here, so keyboard and screen-reader users follow (WCAG 2.4.3).
   */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Keep the content out of the page while closed (when it would fetch or validate needlessly). */
  unmountWhenClosed?: boolean;
  children: ReactNode;
  className?: string;
}

/** One numbered step of an accordion, as used for the online-joining sections. */
export function AccordionSection({
  heading,
  number,
  open,
  onToggle,
  onEdit,
  status = 'none',
  summary,
  headingLevel = 2,
  unmountWhenClosed = false,
  headingRef,
  children,
  className,
}: AccordionSectionProps) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const panelId = `${baseId}-panel`;
  const headingTag = `h${headingLevel}` as const;

  const title = (
    <>
      {number !== undefined && <NumberBadge aria-hidden="true">{number}</NumberBadge>}
      <HeadingText>{heading}</HeadingText>
    </>
  );

  return (
    <Section className={className} $open={open} $status={status}>
      <Header>
        <Heading as={headingTag} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {onToggle ? (
            <Toggle
              type="button"
              id={headingId}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => onToggle(!open)}
              {...{ [ACCORDION_TOGGLE_ATTRIBUTE]: '' }}
            >
              {title}
              <ChevronIcon className="chevron" />
            </Toggle>
          ) : (
            <StaticTitle id={headingId}>{title}</StaticTitle>
          )}
        </Heading>
        {status !== 'none' && (
          <StatusMark $status={status}>
            {status === 'completed' ? <CheckIcon /> : <WarningIcon />}
            <VisuallyHidden>{statusWords[status]}</VisuallyHidden>
          </StatusMark>
        )}
        {onEdit && !open && (
          <Button variant="link" onClick={onEdit}>
            Edit<VisuallyHidden> {heading}</VisuallyHidden>
          </Button>
        )}
      </Header>
      {summary && !open && <Summary>{summary}</Summary>}
      <Panel id={panelId} role="region" aria-labelledby={headingId} hidden={!open}>
        {open || !unmountWhenClosed ? children : null}
      </Panel>
    </Section>
  );
}
