import { DEFAULT_TRAVEL_RULES, type TravelRulesByKind, travelRulesByKindSchema } from '@safa/contract';
import { model } from 'mongoose';
import { schemaFromZod } from '../../db/schema-from-zod';

/**
 * The rules of travel per kind of trip, one document the operator edits (the defaults until then):
 * every traveller's checklist reads them, so a new year's rules need no change of code.
 */
const travelRulesSchema = schemaFromZod<TravelRulesByKind>(travelRulesByKindSchema, { timestamps: true });
const TravelRulesModel = model<TravelRulesByKind>('TravelRules', travelRulesSchema, 'travel_rules');

export async function travelRules(): Promise<TravelRulesByKind> {
  const stored = await TravelRulesModel.findOne().select('hajj umrah vacation').lean<TravelRulesByKind>();
  return stored
    ? { hajj: stored.hajj, umrah: stored.umrah, vacation: stored.vacation }
    : DEFAULT_TRAVEL_RULES;
}

export async function saveTravelRules(rules: TravelRulesByKind): Promise<TravelRulesByKind> {
  await TravelRulesModel.findOneAndUpdate({}, { $set: rules }, { upsert: true });
  return travelRules();
}
