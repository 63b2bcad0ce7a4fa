/**
 * The provider's main navigation, built from what the provider does (messages.nav.provider; the activities from
 * `GET /shop/provider/activities`, asked once per provider and page load). Until the answer is there (or when it
 * fails) the entries of every provider show; the activity entries follow.
 */
import { useEffect, useState } from 'react';
import type { ApiData } from '@marktplatz/shared';
import { getProviderActivities } from '../features/frame';
import { messages } from '../messages';
import { reachableLinks } from '../reachability';

export type ProviderActivities = ApiData<'/shop/provider/activities', 'get'>;
export type Activity = Exclude<keyof ProviderActivities, 'shop'>;

export interface MenuLink {
  to: string;
  label: string;
}

export interface MenuGroup {
  key: string;
  label: string;
  links: MenuLink[];
}

const NOTHING_YET: ProviderActivities = { shop: true, food: false, leads: false, stores: false };

let asked: { userId: string; answer: Promise<ProviderActivities> } | null = null;

/** The provider's activities (one request per provider and page load; a failure is asked again next time). */
export function loadProviderActivities(userId: string): Promise<ProviderActivities> {
  if (!asked || asked.userId !== userId) {
    const answer = getProviderActivities();
    asked = { userId, answer };
    answer.catch(() => {
      if (asked?.answer === answer) asked = null;
    });
  }
  return asked.answer;
}

/** For tests. */
export function forgetProviderActivities(): void {
  asked = null;
}

/** What the signed-in provider does; the entries of every provider until it is known. */
export function useProviderActivities(userId: string | null): ProviderActivities {
  const [activities, setActivities] = useState<ProviderActivities>(NOTHING_YET);
  useEffect(() => {
    if (!userId) return undefined;
    let active = true;
    loadProviderActivities(userId).then(
      (answer) => active && setActivities(answer),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [userId]);
  return activities;
}

/** The groups of the provider menu for `activities`: entries of other activities and empty groups left out. */
export function providerMenu(activities: ProviderActivities): MenuGroup[] {
  return messages.nav.provider
    .map((group) => ({
      key: group.key,
      label: group.label,
      links: reachableLinks(
        group.links.filter((link) => !('activity' in link) || activities[(link as { activity: Activity }).activity]),
      ).map(({ to, label }) => ({ to, label })),
    }))
    .filter((group) => group.links.length > 0);
}
