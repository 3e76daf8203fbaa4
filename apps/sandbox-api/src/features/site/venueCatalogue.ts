/**
 * The seeded venue network of Brightwater Leisure: real GB towns and coordinates, clustered around
 * Manchester, Leeds, Bristol, London, Birmingham and Glasgow so that map clustering has something to do.
 * Addresses are plausible, not real premises.
 */
export interface VenueSeed {
  slug: string;
  name: string;
  placeType: 'Leisure centre' | 'Gym' | 'Swimming pool' | 'Sports centre' | 'Online';
  address1: string;
  address2: string | null;
  town: string;
  postcode: string;
  lat: number | null;
  lng: number | null;
  phone: string;
  theme: ThemeKey;
  onlineJoining: boolean;
  canDisplayIneligibleMemberships?: boolean;
  ddProviderNeedsBillingAddress?: boolean;
}

export type ThemeKey = 'brightwater' | 'manchester' | 'westcountry' | 'capital';

const v = (
  slug: string,
  name: string,
  placeType: VenueSeed['placeType'],
  address1: string,
  town: string,
  postcode: string,
  lat: number | null,
  lng: number | null,
  phone: string,
  theme: ThemeKey,
  extra: Partial<VenueSeed> = {},
): VenueSeed => ({
  slug,
  name,
  placeType,
  address1,
  address2: null,
  town,
  postcode,
  lat,
  lng,
  phone,
  theme,
  onlineJoining: true,
  ...extra,
});

export const venueCatalogue: VenueSeed[] = [
  // Greater Manchester
  v('manchester-aquatics', 'Manchester Aquatics & Fitness', 'Swimming pool', '2 Booth Street East', 'Manchester', 'M13 9SS', 53.4668, -2.2339, '0161 555 0101', 'manchester', { canDisplayIneligibleMemberships: true }),
  v('salford-quays', 'Salford Quays Leisure Centre', 'Leisure centre', '14 The Quays', 'Salford', 'M50 3AZ', 53.4728, -2.2955, '0161 555 0102', 'manchester'),
  v('stockport-grand-central', 'Stockport Grand Central', 'Leisure centre', 'Grand Central Square', 'Stockport', 'SK1 3TA', 53.4053, -2.1579, '0161 555 0103', 'manchester'),
  v('oldham-sports', 'Oldham Sports Centre', 'Sports centre', '40 Lord Street', 'Oldham', 'OL1 3HB', 53.5444, -2.1169, '0161 555 0104', 'manchester'),
  v('bolton-arena', 'Bolton Arena Gym', 'Gym', 'Arena Approach', 'Bolton', 'BL6 6LB', 53.5789, -2.5367, '01204 555 105', 'manchester'),
  v('wigan-life', 'Wigan Life Centre', 'Leisure centre', 'The Wiend', 'Wigan', 'WN1 1NH', 53.5448, -2.6318, '01942 555 106', 'manchester'),
  v('sale-leisure', 'Sale Leisure Centre', 'Leisure centre', 'Broad Road', 'Sale', 'M33 2AL', 53.4246, -2.3223, '0161 555 0107', 'manchester', { ddProviderNeedsBillingAddress: true }),
  v('rochdale-pool', 'Rochdale Pool & Gym', 'Swimming pool', 'Entwisle Road', 'Rochdale', 'OL16 2HZ', 53.6136, -2.1561, '01706 555 108', 'manchester'),
  // West Yorkshire
  v('leeds-city', 'Leeds City Leisure Centre', 'Leisure centre', 'Westgate', 'Leeds', 'LS1 4LW', 53.7997, -1.5492, '0113 555 0201', 'brightwater', { canDisplayIneligibleMemberships: true }),
  v('leeds-kirkstall', 'Kirkstall Fitness', 'Gym', 'Kirkstall Lane', 'Leeds', 'LS5 3BT', 53.8156, -1.6036, '0113 555 0202', 'brightwater'),
  v('bradford-pool', 'Bradford Aquatics', 'Swimming pool', 'Thornton Road', 'Bradford', 'BD1 2PR', 53.7938, -1.7564, '01274 555 203', 'brightwater'),
  v('wakefield-sports', 'Wakefield Sports Hub', 'Sports centre', 'Doncaster Road', 'Wakefield', 'WF1 5EB', 53.683, -1.4977, '01924 555 204', 'brightwater'),
  v('huddersfield-leisure', 'Huddersfield Leisure Centre', 'Leisure centre', 'Southgate', 'Huddersfield', 'HD1 1TG', 53.6458, -1.785, '01484 555 205', 'brightwater'),
  v('halifax-pool', 'Halifax Pool & Gym', 'Swimming pool', 'Skircoat Road', 'Halifax', 'HX1 2RH', 53.7167, -1.8575, '01422 555 206', 'brightwater'),
  // Bristol and the West Country
  v('bristol-harbourside', 'Bristol Harbourside Fitness', 'Gym', 'Canons Way', 'Bristol', 'BS1 5LL', 51.4509, -2.5973, '0117 555 0301', 'westcountry', { canDisplayIneligibleMemberships: true }),
  v('bristol-easton', 'Easton Leisure Centre', 'Leisure centre', 'Thrissell Street', 'Bristol', 'BS5 0SW', 51.4623, -2.5715, '0117 555 0302', 'westcountry'),
  v('bath-sports', 'Bath Sports & Leisure', 'Sports centre', 'North Parade Road', 'Bath', 'BA2 4ET', 51.3811, -2.3552, '01225 555 303', 'westcountry'),
  v('weston-pool', 'Weston Seafront Pool', 'Swimming pool', 'Beach Road', 'Weston-super-Mare', 'BS23 1AL', 51.3449, -2.9783, '01934 555 304', 'westcountry'),
  v('cardiff-bay', 'Cardiff Bay Leisure', 'Leisure centre', 'Stuart Street', 'Cardiff', 'CF10 5BW', 51.4639, -3.1657, '029 2055 5305', 'westcountry'),
  // London
  v('islington-pool', 'Islington Pool & Gym', 'Swimming pool', 'Hornsey Road', 'London', 'N7 7NY', 51.5582, -0.1172, '020 7555 0401', 'capital'),
  v('hackney-wick', 'Hackney Wick Fitness', 'Gym', 'Wallis Road', 'London', 'E9 5LH', 51.5433, -0.0251, '020 7555 0402', 'capital'),
  v('brixton-rec', 'Brixton Recreation Centre', 'Leisure centre', 'Station Road', 'London', 'SW9 8QQ', 51.4626, -0.1143, '020 7555 0403', 'capital'),
  v('croydon-leisure', 'Croydon Leisure Centre', 'Leisure centre', 'Park Lane', 'Croydon', 'CR0 1NX', 51.3721, -0.0982, '020 7555 0404', 'capital'),
  // Birmingham and the Black Country
  v('birmingham-city', 'Birmingham City Pool', 'Swimming pool', 'Moseley Road', 'Birmingham', 'B12 0QA', 52.4670, -1.8904, '0121 555 0501', 'brightwater'),
  v('solihull-leisure', 'Solihull Leisure Centre', 'Leisure centre', 'Tudor Grange', 'Solihull', 'B91 3PD', 52.4118, -1.7776, '0121 555 0502', 'brightwater'),
  v('wolverhampton-gym', 'Wolverhampton Gym', 'Gym', 'Bath Road', 'Wolverhampton', 'WV1 4EJ', 52.5862, -2.1288, '01902 555 503', 'brightwater'),
  // Scotland and the North East
  v('glasgow-tollcross', 'Tollcross Swimming Centre', 'Swimming pool', 'Wellshot Road', 'Glasgow', 'G32 7QP', 55.8459, -4.1791, '0141 555 0601', 'brightwater'),
  v('paisley-lagoon', 'Paisley Lagoon', 'Leisure centre', 'Mill Street', 'Paisley', 'PA1 1LZ', 55.8456, -4.4239, '0141 555 0602', 'brightwater'),
  v('edinburgh-commonwealth', 'Edinburgh Commonwealth Fitness', 'Sports centre', 'Dalkeith Road', 'Edinburgh', 'EH16 5BB', 55.9391, -3.1726, '0131 555 0603', 'brightwater'),
  v('newcastle-city', 'Newcastle City Baths', 'Swimming pool', 'Northumberland Road', 'Newcastle upon Tyne', 'NE1 8SF', 54.9747, -1.6104, '0191 555 0701', 'brightwater'),
  // Virtual classes: no premises, so no coordinates (maps must skip it); not sold online.
  v('brightwater-online', 'Brightwater Online Studio', 'Online', 'Live-streamed classes', 'Online', 'M1 1AA', null, null, '0161 555 0100', 'brightwater', { onlineJoining: false }),
];
