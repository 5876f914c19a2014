/**
 * Generated resources: one react-admin resource per entity schema, built from the schema
 * alone (list with search, paging, Add/Edit/Delete; one modal form for add and edit).
 * The object has the shape of a bespoke resource (style example 1), so the route table
 * spreads both alike into `<Resource>`.
 *
 * @example
 * <Resource {...createSchemaResource(paymentAccountSchema)} />
 * // name 'finance/payment-account', list at /finance/payment-account
 */
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BedIcon from '@mui/icons-material/Bed';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import ExploreIcon from '@mui/icons-material/Explore';
import FlagIcon from '@mui/icons-material/Flag';
import FlightIcon from '@mui/icons-material/Flight';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HotelIcon from '@mui/icons-material/Hotel';
import MapIcon from '@mui/icons-material/Map';
import PoolIcon from '@mui/icons-material/Pool';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import RoomServiceIcon from '@mui/icons-material/RoomService';
import TourIcon from '@mui/icons-material/Tour';
import TrainIcon from '@mui/icons-material/Train';
import CategoryIcon from '@mui/icons-material/Category';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import PublicIcon from '@mui/icons-material/Public';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ComponentType } from 'react';
import { createElement, memo } from 'react';
import type { EntitySchema } from '@schema/types.js';
import { isSingleton } from './form-annotations.js';
import { SchemaList } from './SchemaList.js';
import { SingletonPage } from './SingletonPage.js';

/**
 * Menu icons by `x-resource.menu.icon` name. Icons are imported one by one (the whole
 * @mui/icons-material set would weigh megabytes); add a line here for a new icon name.
 */
export const ICONS: Record<string, ComponentType> = {
  AccountBalance: AccountBalanceIcon,
  Category: CategoryIcon,
  Bed: BedIcon,
  ConfirmationNumber: ConfirmationNumberIcon,
  Explore: ExploreIcon,
  Flag: FlagIcon,
  Flight: FlightIcon,
  Groups: GroupsIcon,
  Handshake: HandshakeIcon,
  Hotel: HotelIcon,
  Map: MapIcon,
  Pool: PoolIcon,
  Restaurant: RestaurantIcon,
  RoomService: RoomServiceIcon,
  Tour: TourIcon,
  Train: TrainIcon,
  CurrencyExchange: CurrencyExchangeIcon,
  LocationCity: LocationCityIcon,
  Public: PublicIcon,
  Storefront: StorefrontIcon,
};

export interface SchemaResource {
  name: string;
  list: ComponentType;
  icon: ComponentType;
  options: { schema: EntitySchema };
}

/**
 * A single-row resource (`x-resource.singleton`) shows its form as the page at its route, in place of a list.
 * The page is memoised (it has no props): react-admin renders its routes again each time its own
 * state settles (resources registered, permissions read), and the page need not follow.
 */
export function createSchemaResource(schema: EntitySchema): SchemaResource {
  const list = memo(() => createElement(isSingleton(schema) ? SingletonPage : SchemaList, { schema }));
  list.displayName = `${schema.name}-list`;
  const iconName = schema.resource.menu?.icon;
  return {
    name: schema.resource.route,
    list,
    icon: (iconName && ICONS[iconName]) || ListAltIcon,
    options: { schema },
  };
}
