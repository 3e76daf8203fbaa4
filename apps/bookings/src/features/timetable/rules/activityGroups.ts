import type { Activity } from '@leisure/api-contract/browser';

export interface CategoryGroup<A> {
  category: Activity['category'];
  activities: A[];
}

/** Activities under their categories, categories in the order first met (the API's order), activities by name. */
export function groupByCategory<A extends Pick<Activity, 'category' | 'name'>>(
  activities: readonly A[],
): CategoryGroup<A>[] {
  const groups = new Map<string, CategoryGroup<A>>();
  for (const activity of activities) {
    const group = groups.get(activity.category.slug) ?? { category: activity.category, activities: [] };
    group.activities.push(activity);
    groups.set(activity.category.slug, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    activities: [...group.activities].sort((a, b) => a.name.localeCompare(b.name)),
  }));
}
