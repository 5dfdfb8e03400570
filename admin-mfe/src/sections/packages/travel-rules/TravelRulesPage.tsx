import { zodResolver } from '@hookform/resolvers/zod';
import { TRIP_KINDS, type TravelRulesByKind } from '@safa/contract';
import { Button } from '@safa/shared-ui';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { BackLink } from '../../../common/BackLink';
import { Section, SectionTitle } from '../../../common/layout';
import { useSectionPath } from '../../../dashboard/section-paths';
import { TripRulesFieldset } from './TripRulesFieldset';
import {
  type TravelRulesFormValues,
  toTravelRulesFormValues,
  travelRulesFormSchema,
} from './travel-rules-form';
import { useSaveTravelRules, useTravelRules } from './useTravelRules';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 56rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;

/**
 * The rules of travel (`/admin/packages/travel-rules`), per kind of trip: how long a passport must
 * last after the return and the vaccinations asked, each valid so long and given so many days before
 * the departure. Every traveller's checklist follows them, so next year's Saudi rules need no change
 * of code.
 */
export function TravelRulesPage() {
  const { data: rules } = useTravelRules();
  const packages = useSectionPath('packages');
  return (
    <Section aria-labelledby="travel-rules-title">
      <BackLink to={packages}>All packages</BackLink>
      <SectionTitle id="travel-rules-title">Travel rules</SectionTitle>
      <p>
        Every traveller’s checklist follows these rules, by the kind of trip their package is: Hajj, Umrah, or
        a vacation for any other category. Change them when the rules of the country change.
      </p>
      {rules ? <TravelRulesForm rules={rules} /> : <p>Loading the travel rules…</p>}
    </Section>
  );
}

function TravelRulesForm({ rules }: { rules: TravelRulesByKind }) {
  const { control, register, handleSubmit, reset, formState } = useForm<
    TravelRulesFormValues,
    unknown,
    TravelRulesByKind
  >({ resolver: zodResolver(travelRulesFormSchema), defaultValues: toTravelRulesFormValues(rules) });
  // Read while rendering, so that react-hook-form keeps it up to date (its form state is a proxy).
  const { errors, isDirty } = formState;
  const save = useSaveTravelRules();

  const submit = handleSubmit(async (changed) => {
    // Refused, the form keeps what was typed; saved, it is what was stored.
    if (await save.run(changed)) reset(toTravelRulesFormValues(changed));
  });

  return (
    <Form onSubmit={submit} noValidate aria-label="Travel rules">
      {TRIP_KINDS.map((kind) => (
        <TripRulesFieldset
          key={kind}
          kind={kind}
          control={control}
          register={register}
          errors={errors[kind]}
        />
      ))}
      <Actions>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save travel rules'}
        </Button>
        <span role="status">{isDirty ? <strong>Changes not saved yet</strong> : null}</span>
      </Actions>
    </Form>
  );
}
