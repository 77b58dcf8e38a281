// The plain-word table's physical sciences: physics, chemistry, earth and space, climate,
// engineering, statistics and computing (docs/de-jargonizer.md "How a suggestion is chosen").
// One entry a line, `word: plain, plain`; `word/n:` (n, v, a, r) holds only for that part of speech.
export const SCIENCE_WORDS = `
abrasion: wear, wearing, scraping, rubbing
abrasive: rough, harsh
absorb: take in, soak up, capture, hold
absorption: uptake, intake
accelerate: speed up, quicken, hasten
accelerated/a: faster, quicker, rapid
acceleration: speeding up
acidic: sour
acidification: souring
acoustic: sound
aerial: air
aerosol: spray, mist
aerodynamic: streamlined
airborne: flying
algorithm: procedure, method, formula, rule
alignment: arrangement, position, line-up
amalgamate: merge, combine
amplification: boost, increase
amplitude: size, strength, height, extent
analyse: study, examine
analyze: study, examine
annual: yearly
anthropogenic: human, man-made, artificial
aqueous: watery
aquifer: reservoir, spring, well
array: range, set, collection, series
asteroid: rock, space rock
atmospheric: air
attenuation: weakening, reduction
boreal: northern
calculate: work out, compute
calibration: adjustment, tuning
coalescence: merging
cohort: group, sample, participants
collision: crash, impact
combustible: flammable
combustion: burning, fire
compression: squeezing, squashing
compress: squeeze, squash
computation: calculation
compute: calculate, work out
concave: hollowed
concentrated: strong, dense
condensation: moisture, dew
condense: form, collect, settle
configuration: arrangement, layout, setup
congeal: thicken, set
contaminant: pollutant, poison
contaminate: pollute, poison, infect, taint
contaminated: polluted, dirty, poisoned
convex: bulging, rounded
coordinates: position, location
corrode: rust, wear away, eat away
corrosion: rust, rusting
corrosive: caustic
cosmic: space
cosmos: universe, space
crustal: geological
cryogenic: frozen[!temperature temperatures], freezing[!temperature temperatures]
crystalline: crystal
cyclical: recurring, regular
decelerate: slow, slow down
deceleration: slowing
decomposition: decay, rotting, rot, breakdown
deformation: change of shape
deform: bend, warp, distort
degrade: break down, decay
degradation: decline, damage, breakdown
dehydrate: dry, dry out
dense: heavy, compact, thick, solid
density: compactness, heaviness
depletion: loss, drain
deposition: deposit
desalination: water purification
desiccate: dry
desiccation: drying
detection: discovery, spotting
deviation: departure, difference, variation, change
diameter: width
diffraction: spreading, bending, scattering
diffusion: spread, spreading
digitize: scan
digitise: scan
dilute/v: thin, weaken, water down
diluted: weak, thinned
discharge/n: release, flow
disintegrate: break up, crumble, fall apart
disperse: scatter, spread
dispersal: spread, spreading, scattering
dispersion: spread, spreading
displacement: movement, shift
dissolve: melt, disappear, disperse
drought: dry spell
ductile: flexible, pliable
elevation: height, altitude
elliptical: oval
elongated: long, stretched
emission: release, output, discharge
emissions: release, output
emit: release, produce, give off, discharge
encrypt: encode, scramble
encryption: coding, scrambling
entropy: disorder, randomness
erosion: wearing
eruption: explosion, outburst
estuary: river mouth
evaporate: vanish, disappear, dry up, dry
evaporation: drying
excavation: dig, digging
expansion: growth, spread
exponential: rapid, explosive, runaway
exponentially: rapidly, hugely
extraterrestrial: alien
fabrication: manufacture, making
ferment: brew[alcohol beer wine], turn[alcohol beer wine vinegar acid]
filament: thread, fibre, fiber
filtration: filtering
fissure: crack, split, gap, fracture
flammable: inflammable, combustible
fluorescent: glowing
flux: flow
fossilized: fossil
fossilised: fossil
fracture/n: crack, break
fragmentation: splitting, division, break-up
frigid: cold, icy, freezing
friction: rubbing, resistance
galactic: galaxy
gaseous: gas
geothermal: earth heat
glacial: icy, ice
glaciation: ice age
granular: grainy, gritty
gravitational: gravity
hazardous: dangerous, risky, harmful
homogenize: blend, mix
hydrological: water
igneous: volcanic
illumination: light, lighting
impermeable: waterproof, watertight
impervious: resistant, immune
incandescent: glowing
incineration: burning
incinerate: burn
inflate: blow up, swell
ingenious: clever, inventive
inorganic: mineral, non-living
insoluble: undissolvable
insulate: protect, shield
insulation: lagging
interstellar: space
interval: gap, period, break
invert: reverse, flip
irradiation: radiation
kinetic: moving, motion
laminated: layered
lattice: grid, mesh, network
linear: straight, steady
liquefy: melt
luminous: bright, glowing
lunar: moon
magma: lava
malleable: soft, workable, flexible, pliable
maritime: sea, marine
measurement: reading, measure
meteorological: weather
meteorology: weather science
methodical: systematic, orderly
microscopic: tiny, minute
miniature: tiny, small
modulation: variation
molten: melted, liquid
multiple: several, many
nucleus: core, centre, center, heart
obsidian: volcanic glass
occlude: block, close
optic: visual
optical: visual
orbital: orbit
oscillation: swing, vibration
oxidation: rusting, rust, corrosion
oxidize: rust
oxidise: rust
parabolic: curved
parameter: setting, variable, factor, value
particulate: particle
pellucid: clear
penetrate: enter, pierce
penetration: entry
perimeter: edge, boundary, border
periphery: edge, outskirts
permafrost: frozen ground
permeable: porous, leaky
perpendicular: upright, vertical
planetary: planet
pollutant: poison, toxin, contaminant
porous: permeable, leaky
precipitation: rain, rainfall
predictive: forecasting
pressurized: compressed
pressurised: compressed
probability: chance, likelihood, odds
probe/v: explore, examine, investigate
projectile: missile
propulsion: drive, thrust
prototype: model, pilot
pulverize: crush, grind
pulverise: crush, grind
radiation: rays, light, energy
radiate: emit, give off, spread
randomized: random, randomised
randomised: random, randomized
randomly: by chance
recalibrate: adjust, reset
recede: retreat, shrink, withdraw
receptacle: container, holder
reciprocal: mutual, shared
recyclable: reusable
reflective: shiny
refraction: bending
refract: bend
refrigerate: chill, cool
reinforced: strengthened
replenish: refill, restore
reservoir: store, lake
resistant: immune, unaffected
resonance: echo, vibration
rotate: turn, spin
rotation: turn, spin
salinity: salt, saltiness
saturated: soaked, full
saturation: soaking, filling
sediment: silt, mud, sand, deposit
sedimentary: layered
seismic: earthquake
sensor: detector
simulation: model, modelling, modeling
solar: sun
solidify: harden, set
soluble: dissolvable
spatial: space
spectrum: range, rainbow, light
spherical: round
stability: steadiness, balance
stabilize: steady, settle, fix
stabilise: steady, settle, fix
statistical: numerical
statistically: numerically
stellar: star
stratosphere: upper atmosphere
subterranean: underground
submerge: sink, dive, flood
submerged: underwater, sunken
substrate: base, surface
subsurface: underground
symmetric: balanced, even
symmetrical: balanced, even
symmetry: balance
tectonic: geological
telemetry: remote measurement
temporal: time
tensile: stretch[!strength]
terrain: ground, land, landscape
thermal: heat
thermodynamic: heat
topographic: terrain
torrential: heavy
transverse: crosswise
tremor: shaking, quake
tributary: branch
troposphere: lower atmosphere
tsunami: tidal wave
turbulence: bumpiness
turbulent: rough, stormy, choppy
ultraviolet: UV
vapor: steam, gas, mist
vapour: steam, gas, mist
vaporize: evaporate
vaporise: evaporate
variance: spread, variation
ventilation: airflow, fresh air
ventilate: air
vertical: upright, straight up
vibrate: shake, tremble
vibration: shaking, tremor
volatile/a: unstable[!compound organic chemical evaporate smell odour odor gas vapour vapor], explosive[!compound organic chemical evaporate smell odour odor gas vapour vapor]
volcanic: volcano
volumetric: volume
nebula: gas cloud, cloud
ablation: melting, wearing away
accretion: build-up, buildup, growth
adhesion: sticking
adhesive: glue
altitude: height
ambient: surrounding
apogee: peak, high point
asymmetric: uneven, lopsided
asymmetry: imbalance, unevenness
biofuel: plant fuel
calcify: harden
cartography: mapmaking
centrifugal: outward
circumnavigate: sail round
climatic: climate
compaction: packing
conflagration: blaze, fire
congestion: crowding, blockage
contour: outline, shape
cyclone: storm, hurricane
deforestation: logging, clearing
deluge: flood, downpour
denser: heavier, thicker
desertification: drying out
detonate: explode, set off
detonation: explosion, blast
dissolution: breakdown, break-up
downstream: lower down
effluent: sewage, waste
efflux: outflow
emanation: discharge
evaporative: drying
excavated: dug up
exhaust/n: fumes
extrusion: pressing
flocculation: clumping
flotation: floating
fluid/n: liquid
fluorescence: glow
frictional: rubbing
fumes: smoke, gas
fume: smoke
hydrogenation: hardening
immerse: dip, plunge, soak
immersion: dipping
incandescence: glow
inclement: bad, stormy
inflow: influx
inundate: flood, swamp, overwhelm
inundation: flooding, flood
jettison: dump, discard
leachate: runoff
luminance: brightness
meltwater: melted ice
meteorite: space rock
meteoroid: space rock
microgravity: weightlessness
miniaturize: shrink
monolithic: massive, single
monsoon: rainy season
navigational: navigation
opacity: cloudiness
orbit/v: circle
outflow: discharge
outgassing: release
overburden: topsoil
pliable: flexible, bendable
plume: cloud, column
polarize: divide, split
precipitous: steep, sudden
pulsate: throb, beat
purify: clean, cleanse
purification: cleaning
quantification: measurement
reconnaissance: survey, scouting
reforestation: replanting
refrigerant: coolant
respirable: breathable
revolve: turn, rotate
rupture/n: break, burst, tear
rupture/v: break, burst, tear
scattering: spreading
sedimentation: settling, silting
seepage: leak, leakage
solidification: hardening
spectroscopy: light analysis
strenuous: hard, tough
submersible: underwater
succession: sequence, series
synchronous: simultaneous
synchronize: coordinate, match
synchronise: coordinate, match
torque: turning force
tropospheric: lower air
turbid: cloudy, muddy
upwelling: rising water
vaporization: evaporation
vent/n: opening, outlet
volatility: instability
vortex: whirlpool, whirl, spiral
wetland: marsh, swamp
`;
