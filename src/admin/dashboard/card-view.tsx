import type { ReactElement } from 'react';

/**
 * How a module draws one card of `GET /api/dashboard` (`AdminModule.dashboardCards`, by the
 * card's key): its place among the cards (`order`, smallest first) and what it renders from the
 * card's data, which the server shaped by the card's schema (src/domain/dashboard).
 */
export interface DashboardCardView {
  order: number;
  render(data: unknown): ReactElement;
}

/**
 * A card view from a component taking the card's typed data.
 * @example dashboardCardView(30, ReceivablesCardView) // ({ data }: { data: ReceivablesCard }) => ...
 */
export function dashboardCardView<T>(order: number, View: (props: { data: T }) => ReactElement): DashboardCardView {
  return { order, render: (data) => <View data={data as T} /> };
}
