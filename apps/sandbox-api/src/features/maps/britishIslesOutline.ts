/** [longitude, latitude], GeoJSON order. */
export type Position = [number, number];

export interface Landmass {
  name: string;
  /** One outline, its first point not repeated (`closedRing` closes it); MapLibre fills either winding. */
  outline: Position[];
}

/**
 * A hand-made, deliberately coarse outline of Great Britain (about 160 points traced from well-known headlands,
 * estuaries and towns), its larger islands, and Ireland for context. Accurate to a few miles: enough to orient a
 * venue search offline; production points the map at a hosted style instead (VITE_MAPS_STYLE_URL).
 */
export const landmasses: Landmass[] = [
  {
    name: 'Great Britain',
    outline: [
      [-5.71, 50.06], // Land's End
      [-5.2, 49.96], // Lizard Point
      [-5.05, 50.15],
      [-4.65, 50.33],
      [-4.14, 50.34], // Plymouth
      [-3.64, 50.22], // Start Point
      [-3.5, 50.45],
      [-3.41, 50.62], // Exmouth
      [-2.93, 50.72], // Lyme Regis
      [-2.45, 50.52], // Portland Bill
      [-2.05, 50.59],
      [-1.9, 50.7], // Poole
      [-1.55, 50.74],
      [-1.4, 50.85], // Southampton
      [-1.1, 50.79], // Portsmouth
      [-0.79, 50.72], // Selsey Bill
      [-0.37, 50.81],
      [-0.14, 50.82], // Brighton
      [0.25, 50.74], // Beachy Head
      [0.58, 50.85],
      [0.97, 50.91], // Dungeness
      [1.19, 51.08], // Folkestone
      [1.38, 51.15],
      [1.45, 51.38], // North Foreland
      [1.02, 51.36],
      [0.76, 51.42],
      [0.38, 51.44], // Thames, south bank
      [0.4, 51.49], // Thames, north bank
      [0.72, 51.53], // Southend
      [0.95, 51.6],
      [1.16, 51.78], // Clacton
      [1.29, 51.94], // Harwich
      [1.58, 52.08], // Orford Ness
      [1.75, 52.47], // Lowestoft
      [1.73, 52.62],
      [1.3, 52.93], // Cromer
      [0.95, 52.97],
      [0.49, 52.95], // Hunstanton
      [0.4, 52.78], // The Wash
      [0.05, 52.88],
      [0.34, 53.14], // Skegness
      [0.27, 53.34],
      [-0.03, 53.56], // Cleethorpes
      [-0.35, 53.72], // Hull
      [0.12, 53.58], // Spurn Head
      [0.03, 53.73],
      [-0.16, 53.91],
      [-0.19, 54.08], // Bridlington
      [-0.08, 54.12], // Flamborough Head
      [-0.29, 54.21],
      [-0.4, 54.28], // Scarborough
      [-0.61, 54.49], // Whitby
      [-1.06, 54.62],
      [-1.18, 54.69], // Hartlepool
      [-1.37, 54.91], // Sunderland
      [-1.42, 55.02],
      [-1.57, 55.33],
      [-1.71, 55.61],
      [-2.0, 55.77], // Berwick-upon-Tweed
      [-2.14, 55.92], // St Abb's Head
      [-2.51, 56.0],
      [-2.72, 56.06],
      [-3.18, 55.98], // Leith
      [-3.72, 56.06], // Firth of Forth
      [-3.15, 56.11],
      [-2.82, 56.19],
      [-2.59, 56.28], // Fife Ness
      [-2.8, 56.34],
      [-3.1, 56.42], // Firth of Tay
      [-2.95, 56.47], // Dundee
      [-2.58, 56.56],
      [-2.46, 56.71],
      [-2.2, 56.96],
      [-2.07, 57.14], // Aberdeen
      [-1.78, 57.51], // Peterhead
      [-2.0, 57.69], // Fraserburgh
      [-2.52, 57.67],
      [-3.28, 57.72],
      [-3.87, 57.59],
      [-4.22, 57.48], // Inverness
      [-4.04, 57.68],
      [-3.77, 57.86], // Tarbat Ness
      [-4.03, 57.87],
      [-3.65, 58.12],
      [-3.09, 58.44], // Wick
      [-3.03, 58.64], // Duncansby Head
      [-3.37, 58.67], // Dunnet Head
      [-3.52, 58.6],
      [-4.02, 58.61],
      [-4.42, 58.55],
      [-5.0, 58.63], // Cape Wrath
      [-5.05, 58.46],
      [-5.35, 58.26],
      [-5.16, 57.9], // Ullapool
      [-5.82, 57.86],
      [-5.7, 57.72],
      [-5.83, 57.43],
      [-5.71, 57.28], // Kyle of Lochalsh
      [-5.83, 57.01], // Mallaig
      [-6.23, 56.73], // Ardnamurchan Point
      [-5.47, 56.41], // Oban
      [-5.56, 56.09],
      [-5.7, 55.6],
      [-5.8, 55.31], // Mull of Kintyre
      [-5.6, 55.42],
      [-5.42, 55.86],
      [-4.92, 55.95],
      [-4.73, 56.0],
      [-4.57, 55.94], // Firth of Clyde
      [-4.76, 55.95],
      [-4.87, 55.79],
      [-4.63, 55.46], // Ayr
      [-4.86, 55.24],
      [-5.16, 55.01],
      [-5.12, 54.84],
      [-4.86, 54.64], // Mull of Galloway
      [-4.39, 54.68],
      [-4.05, 54.8],
      [-3.6, 54.87],
      [-3.26, 54.98], // Solway Firth
      [-3.1, 54.96],
      [-3.39, 54.87],
      [-3.5, 54.71],
      [-3.64, 54.51], // St Bees Head
      [-3.41, 54.35],
      [-3.26, 54.05],
      [-2.83, 54.2], // Morecambe Bay
      [-2.87, 54.07],
      [-3.01, 53.92],
      [-3.05, 53.82], // Blackpool
      [-2.96, 53.74],
      [-3.01, 53.65],
      [-3.08, 53.55],
      [-2.99, 53.43], // Liverpool
      [-2.85, 53.34],
      [-3.04, 53.44],
      [-3.22, 53.38],
      [-3.05, 53.25], // Dee estuary
      [-3.41, 53.34],
      [-3.86, 53.34], // Great Orme
      [-4.13, 53.23],
      [-4.28, 53.14],
      [-4.77, 52.79], // Llŷn
      [-4.42, 52.89],
      [-4.11, 52.86],
      [-4.06, 52.72],
      [-4.05, 52.54],
      [-4.09, 52.41], // Aberystwyth
      [-4.36, 52.21],
      [-4.66, 52.1],
      [-5.07, 52.03],
      [-5.31, 51.9], // St David's Head
      [-5.17, 51.68],
      [-4.7, 51.67], // Tenby
      [-4.4, 51.73],
      [-4.31, 51.56],
      [-3.98, 51.57], // Swansea
      [-3.7, 51.48],
      [-3.17, 51.45], // Cardiff
      [-2.96, 51.55],
      [-2.67, 51.63], // Severn
      [-2.7, 51.5],
      [-2.98, 51.35],
      [-3.0, 51.23],
      [-3.47, 51.21],
      [-3.78, 51.25],
      [-4.12, 51.21],
      [-4.53, 51.02], // Hartland Point
      [-4.55, 50.83],
      [-5.03, 50.55],
      [-5.08, 50.42],
      [-5.48, 50.21], // St Ives
    ],
  },
  {
    name: 'Isle of Wight',
    outline: [
      [-1.58, 50.66],
      [-1.5, 50.65],
      [-1.3, 50.58],
      [-1.07, 50.68],
      [-1.1, 50.73],
      [-1.3, 50.77],
    ],
  },
  {
    name: 'Anglesey',
    outline: [
      [-4.68, 53.3],
      [-4.47, 53.18],
      [-4.33, 53.14],
      [-4.05, 53.31],
      [-4.45, 53.42],
    ],
  },
  {
    name: 'Isle of Man',
    outline: [
      [-4.8, 54.06],
      [-4.47, 54.15],
      [-4.37, 54.41],
      [-4.55, 54.35],
      [-4.7, 54.22],
    ],
  },
  {
    name: 'Skye',
    outline: [
      [-6.3, 57.7],
      [-6.5, 57.6],
      [-6.78, 57.45],
      [-6.3, 57.2],
      [-5.98, 57.05],
      [-5.75, 57.28],
      [-5.95, 57.55],
    ],
  },
  {
    name: 'Mull',
    outline: [
      [-6.3, 56.6],
      [-6.3, 56.45],
      [-6.4, 56.28],
      [-5.75, 56.35],
      [-5.7, 56.5],
    ],
  },
  {
    name: 'Outer Hebrides',
    outline: [
      [-6.26, 58.52],
      [-6.9, 58.25],
      [-7.1, 57.85],
      [-7.5, 57.65],
      [-7.55, 57.3],
      [-7.45, 56.95],
      [-7.2, 57.35],
      [-6.8, 57.8],
      [-6.36, 58.2],
    ],
  },
  {
    name: 'Orkney',
    outline: [
      [-3.35, 59.1],
      [-3.3, 58.85],
      [-2.9, 58.8],
      [-2.75, 59.0],
    ],
  },
  {
    name: 'Shetland',
    outline: [
      [-1.3, 60.55],
      [-1.55, 60.5],
      [-1.35, 60.0],
      [-1.25, 59.85],
      [-1.05, 60.45],
    ],
  },
  {
    name: 'Ireland',
    outline: [
      [-7.37, 55.38], // Malin Head
      [-8.3, 55.15],
      [-8.45, 54.63],
      [-8.6, 54.3],
      [-10.0, 54.3],
      [-10.2, 53.95],
      [-10.23, 53.4],
      [-9.05, 53.25], // Galway
      [-9.93, 52.56],
      [-10.45, 52.12],
      [-9.82, 51.45], // Mizen Head
      [-8.25, 51.8], // Cork
      [-7.0, 52.13],
      [-6.37, 52.17], // Carnsore Point
      [-5.99, 52.98],
      [-6.1, 53.35], // Dublin
      [-6.35, 54.0],
      [-5.66, 54.22],
      [-5.45, 54.5],
      [-5.92, 54.62], // Belfast
      [-6.15, 55.22], // Fair Head
    ],
  },
];

/** GeoJSON rings repeat their first position at the end. */
export function closedRing(outline: Position[]): Position[] {
  const [first] = outline;
  return first ? [...outline, first] : [];
}
