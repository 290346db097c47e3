import type { RestrictionGround } from '@dating/contract';
import {
  RESTRICTION_FACTS_MAX_LENGTH,
  RESTRICTION_GROUNDS,
  SUSPENSION_DAYS_MAX,
} from '@dating/contract/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../components/NumberField.js';
import { Select } from '../../components/Select.js';
import { TextArea } from '../../components/TextArea.js';
import { useFieldProblemText } from '../../hooks/use-problem-text.js';
import styles from './BackOfficeSection.module.css';

/** Props of {@link RestrictionFields}. */
export interface RestrictionFieldsProps {
  ground: RestrictionGround;
  onGround(ground: RestrictionGround): void;
  /** The days of a suspension; none for another kind of restriction. */
  days?: { value: number; onChange(days: number): void } | undefined;
  facts: string;
  onFacts(facts: string): void;
  /** The facts were left empty when the form was sent. */
  factsMissing: boolean;
}

/**
 * What every restriction states, from a report or a member's record: the rule (the ban policy's
 * grounds), the days of a suspension, and the facts the member's statement of reasons quotes.
 */
export function RestrictionFields({
  ground,
  onGround,
  days,
  facts,
  onFacts,
  factsMissing,
}: RestrictionFieldsProps) {
  const { t } = useTranslation(['operator', 'banPage']);
  const fieldProblemText = useFieldProblemText();
  return (
    <>
      <div className={styles.fields}>
        <Select
          label={t('reports.decision.ground')}
          options={RESTRICTION_GROUNDS.map((id) => ({ id, label: t(`banPage:grounds.${id}`) }))}
          value={ground}
          onChange={(value) => onGround(value as RestrictionGround)}
        />
        {days ? (
          <NumberField
            label={t('reports.decision.days')}
            value={days.value}
            onChange={days.onChange}
            minValue={1}
            maxValue={SUSPENSION_DAYS_MAX}
            incrementLabel={t('reports.decision.moreDays')}
            decrementLabel={t('reports.decision.fewerDays')}
          />
        ) : null}
      </div>
      <TextArea
        label={t('reports.decision.facts')}
        description={t('reports.decision.factsHint')}
        value={facts}
        onChange={onFacts}
        maxLength={RESTRICTION_FACTS_MAX_LENGTH}
        isRequired
        errorMessage={factsMissing ? fieldProblemText('facts', 'required') : null}
      />
    </>
  );
}

/** What a restriction adds to a decision: its ground, the facts and a suspension's days. */
export interface RestrictionDraft {
  ground: RestrictionGround;
  facts: string;
  days?: number;
}

/**
 * The state of a decision that may restrict a member (a report's, a notice's, a record's): its
 * kind, and the props of {@link RestrictionFields} for it. `restriction()` answers what the
 * request needs, or null (marking the facts missing) while the facts are empty.
 */
export function useRestrictionDraft<Kind extends string>(initial: {
  kind: Kind;
  ground: RestrictionGround;
}) {
  const [kind, setKind] = useState<Kind>(initial.kind);
  const [ground, setGround] = useState(initial.ground);
  const [days, setDays] = useState(7);
  const [facts, setFacts] = useState('');
  const [factsMissing, setFactsMissing] = useState(false);
  const fields: RestrictionFieldsProps = {
    ground,
    onGround: setGround,
    days: kind === 'suspension' ? { value: days, onChange: setDays } : undefined,
    facts,
    onFacts: (value) => {
      setFacts(value);
      setFactsMissing(false);
    },
    factsMissing,
  };
  return {
    kind,
    setKind,
    fields,
    restriction(): RestrictionDraft | null {
      if (!facts.trim()) {
        setFactsMissing(true);
        return null;
      }
      return { ground, facts, ...(kind === 'suspension' ? { days } : {}) };
    },
    /** Empties the facts (after a restriction went through). */
    clear: () => setFacts(''),
  };
}
