import { type ApiResponse, httpApi, type WireShape } from '@marktplatz/shared';

/** A unit type of `api/getUnitTypes` (`UnitType`): the fields the editor's select reads. */
export type UnitType = Pick<WireShape<'UnitType'>, 'id' | 'name'> & Partial<Pick<WireShape<'UnitType'>, 'abbreviation'>>;

/** GET api/getUnitTypes */
export async function getUnitTypes(signal?: AbortSignal): Promise<UnitType[]> {
  const res = await httpApi.get<ApiResponse<'/api/getUnitTypes', 'get'>>('getUnitTypes', { signal });
  return res.data.data;
}
