import type { ApiData, ApiRequestBody } from '@marktplatz/shared';

/** Wire shapes of the reference data's back office (`/admin/shop/categories`, `/admin/reference/…`), from the contract. */
export type AdminCategory = ApiData<'/admin/shop/categories', 'get'>[number];
export type CategoryCreate = ApiRequestBody<'/admin/shop/categories', 'post'>;
export type CategoryUpdate = ApiRequestBody<'/admin/shop/categories/{id}', 'put'>;
export type AdminIndustry = ApiData<'/admin/reference/industries', 'get'>[number];
export type AdminUnitType = ApiData<'/admin/reference/unit-types', 'get'>[number];
export type AdminCompanyType = ApiData<'/admin/reference/company-types', 'get'>[number];
export type AdminPolicyTemplate = ApiData<'/admin/reference/policy-templates', 'get'>[number];

/** The kinds below `/admin/reference/<segment>`. */
export type ReferenceSegment = 'industries' | 'unit-types' | 'company-types' | 'policy-templates';
export type ReferenceValue = AdminIndustry | AdminUnitType | AdminCompanyType | AdminPolicyTemplate;
