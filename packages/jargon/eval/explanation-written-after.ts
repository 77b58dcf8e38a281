// A third held-out set of the explained-term marks (docs/de-jargonizer.md "Key terms and explained
// terms"): 24 English passages of news, abstracts and course texts written after the marks were
// narrowed for the ocean-noise article (issue 77), by a hand that had read no rule, and labelled
// term by term by another (28 November 2026). Measured once; its wrong marks were then read when
// the cues were narrowed to those that define (explanations-real-prose.test.ts), so it is held out no more.
import type { RealProsePassage } from './explanation-real-prose.ts';

export const ENGLISH_WRITTEN_AFTER_NARROWING: readonly RealProsePassage[] = [
  {
    source: 'written after p01',
    kind: 'news',
    text: 'Researchers at the University of Bergen have found that a thin layer of warm water, sometimes only a few metres thick, is creeping beneath the floating ice shelves of northern Greenland. Using autonomous gliders that dived repeatedly over two summers, the team measured temperatures up to 1.2 degrees above what earlier surveys had recorded. "We expected some warming, but not this close to the ice," said Ingrid Solheim, an oceanographer who led the fieldwork. The shelves act like corks in a bottle: they hold back the glaciers behind them, so when they thin, the ice on land flows faster toward the sea. The findings, published in Nature Geoscience, suggest that sea-level projections for the region may need to be revised upward.',
    explained: [],
    unexplained: ['gliders', 'oceanographer', 'fieldwork', 'corks', 'Geoscience'],
  },
  {
    source: 'written after p02',
    kind: 'abstract',
    text: 'Background: Postoperative delirium is common in older adults undergoing hip fracture surgery and is associated with longer hospital stays and increased mortality. Methods: We conducted a randomized controlled trial in 412 patients aged 70 years or older at six centres in the Netherlands. Patients received either low-dose haloperidol or placebo for three days after surgery. The primary outcome was incidence of delirium within seven days, assessed twice daily using the Confusion Assessment Method. Results: Delirium occurred in 18.4% of the haloperidol group and 21.0% of the placebo group (relative risk 0.88; 95% CI 0.60–1.29). No differences were observed in length of stay or 90-day mortality. Conclusions: Prophylactic haloperidol did not significantly reduce postoperative delirium in this population.',
    explained: [],
    unexplained: [
      'Postoperative',
      'randomized',
      'haloperidol',
      'CI',
      'Prophylactic',
      'postoperative',
    ],
  },
  {
    source: 'written after p03',
    kind: 'news',
    text: 'Walk into the third gallery and you will find yourself face to face with Archaeopteryx, a crow-sized animal that lived about 150 million years ago in what is now southern Germany. It had feathers and wings like a bird, but also teeth, clawed fingers and a long bony tail like a small dinosaur. Scientists call such creatures transitional fossils — species that show features of both an older group and a newer one that descended from it. The specimen on display is a cast of the famous Berlin fossil, discovered in 1874 in a limestone quarry near Eichstätt. Look closely at the rock around the wings: the fine-grained stone preserved even the outlines of individual feathers.',
    explained: [
      [
        'Archaeopteryx',
        [
          'a crow-sized animal that lived about 150 million years ago in what is now southern Germany',
          'It had feathers and wings like a bird, but also teeth, clawed fingers and a long bony tail like a small dinosaur',
        ],
      ],
    ],
    unexplained: ['Eichstätt', 'fine-grained'],
  },
  {
    source: 'written after p04',
    kind: 'news',
    text: 'A new wheat variety developed by plant breeders in Kenya could help farmers cope with stem rust, a fungal disease that has wiped out entire harvests across East Africa. The variety, named Kenya Jasiri, carries three separate resistance genes stacked together, which means the fungus would need to overcome all three at once to cause infection. In field trials across 14 sites, yields were on average 22 percent higher than those of the most widely planted local variety. Seed will be available to smallholder farmers through cooperatives from next season, the Kenya Agricultural and Livestock Research Organization said on Tuesday.',
    explained: [
      [
        'Kenya Jasiri',
        [
          'A new wheat variety developed by plant breeders in Kenya',
          'The variety, named Kenya Jasiri',
        ],
      ],
    ],
    unexplained: ['smallholder', 'cooperatives'],
  },
  {
    source: 'written after p05',
    kind: 'abstract',
    text: 'Cognitive load theory proposes that working memory has limited capacity and that instructional design should minimise unnecessary demands on it. In this study, 186 first-year psychology students learned about statistical inference from either worked examples or conventional problem-solving exercises. Learning outcomes were measured with an immediate test and a delayed test one week later. Students in the worked-example condition outperformed those in the problem-solving condition on both tests, and reported lower mental effort during learning. The advantage was largest for students with low prior knowledge and disappeared for those with high prior knowledge, consistent with the expertise reversal effect. Implications for the design of introductory statistics courses are discussed.',
    explained: [],
    unexplained: ['instructional', 'introductory'],
  },
  {
    source: 'written after p06',
    kind: 'news',
    text: 'Have you ever wondered why the sky turns red at sunset? The answer is something physicists call Rayleigh scattering. Sunlight is made up of all colours, and when it passes through the atmosphere, tiny gas molecules bounce the shorter, bluer wavelengths around far more than the longer, redder ones. During the day, that scattered blue light reaches your eyes from every direction, which is why the sky looks blue. At sunset, though, the light has to travel through much more air to reach you. By the time it arrives, most of the blue has been scattered away, leaving the oranges and reds behind. Dust and smoke can make the effect even stronger, which is why sunsets after a volcanic eruption are often spectacular.',
    explained: [
      [
        'Rayleigh scattering',
        [
          'when it passes through the atmosphere, tiny gas molecules bounce the shorter, bluer wavelengths around far more than the longer, redder ones',
        ],
      ],
    ],
    unexplained: ['physicists', 'bluer', 'wavelengths', 'redder', 'oranges', 'sunsets'],
  },
  {
    source: 'written after p07',
    kind: 'news',
    text: "The James Webb Space Telescope has detected carbon dioxide and methane in the atmosphere of K2-18 b, an exoplanet about 120 light-years from Earth in the constellation Leo. The planet, roughly eight times the mass of Earth, orbits a cool red dwarf star within its habitable zone. Astronomers analysed starlight filtered through the planet's atmosphere as it passed in front of its star, a technique that reveals which molecules are present. The team cautioned that the observations do not indicate life. Further observations with the telescope's MIRI instrument are scheduled for next year.",
    explained: [],
    unexplained: ['exoplanet', 'orbits', 'starlight', 'MIRI'],
  },
  {
    source: 'written after p08',
    kind: 'news',
    text: 'Engineers at a Swiss start-up have built a tower that stores electricity by stacking concrete blocks. When there is surplus power from wind or solar farms, cranes lift the 35-tonne blocks to the top of the structure; when demand rises, the blocks are lowered again, and the motors run as generators to feed power back into the grid. The approach is a form of gravity storage — the same principle used in pumped hydro plants, where water is pumped uphill and later released through turbines. The company says its system can return about 80 percent of the energy put into it. Critics point out that the towers are expensive to build and need a lot of space.',
    explained: [],
    unexplained: [],
  },
  {
    source: 'written after p09',
    kind: 'abstract',
    text: 'Eutrophication of shallow lakes frequently leads to a shift from clear-water, macrophyte-dominated states to turbid, phytoplankton-dominated states. We investigated the role of benthivorous fish in maintaining turbidity in twelve enclosures in Lake Veluwe over two growing seasons. Removal of bream (Abramis brama) reduced suspended solids by 47% and total phosphorus by 31% relative to controls. Submerged macrophyte cover increased from below 5% to 38% in removal enclosures by the end of the second season, whereas it remained unchanged in controls. Zooplankton biomass and Daphnia body size also increased following fish removal. Our results support biomanipulation as a restoration tool, but suggest that sustained effects require continued management of fish stocks.',
    explained: [],
    unexplained: [
      'Eutrophication',
      'macrophyte-dominated',
      'turbid',
      'phytoplankton-dominated',
      'benthivorous',
      'turbidity',
      'Veluwe',
      'bream',
      'Abramis',
      'brama',
      'solids',
      'macrophyte',
      'Zooplankton',
      'Daphnia',
      'biomanipulation',
    ],
  },
  {
    source: 'written after p10',
    kind: 'news',
    text: 'Doctors in Toronto have used a technique called a fecal microbiota transplant to treat a recurring gut infection in more than 300 patients. The procedure involves transferring stool from a healthy donor into the patient\'s intestine, restoring the mix of bacteria that normally keeps harmful microbes in check. It sounds unpleasant, admits Dr. Rahul Mehta, a gastroenterologist at Toronto General Hospital, "but for people who have been sick for months, it can be life-changing." The infection, caused by the bacterium Clostridioides difficile, often returns after antibiotics because the drugs also wipe out the beneficial bacteria. About 90 percent of patients in the programme were cured after a single treatment.',
    explained: [
      [
        'fecal microbiota transplant',
        [
          "The procedure involves transferring stool from a healthy donor into the patient's intestine, restoring the mix of bacteria that normally keeps harmful microbes in check",
        ],
      ],
    ],
    unexplained: ['intestine', 'gastroenterologist', 'bacterium', 'Clostridioides', 'difficile'],
  },
  {
    source: 'written after p11',
    kind: 'abstract',
    text: 'Photosynthesis takes place in the chloroplasts of plant cells and can be divided into two stages. In the light-dependent reactions, which occur in the thylakoid membranes, light energy is absorbed by chlorophyll and used to split water molecules, releasing oxygen. The energy is stored in two carrier molecules, ATP and NADPH. In the second stage, the Calvin cycle, these molecules provide the energy to fix carbon dioxide into sugars. This stage takes place in the stroma, the fluid that surrounds the thylakoids. The enzyme that captures carbon dioxide, RuBisCO, is thought to be the most abundant protein on Earth. Factors such as light intensity, temperature and carbon dioxide concentration all limit the rate of photosynthesis.',
    explained: [
      ['NADPH', ['The energy is stored in two carrier molecules, ATP and NADPH']],
      ['stroma', ['the fluid that surrounds the thylakoids']],
      ['RuBisCO', ['The enzyme that captures carbon dioxide']],
    ],
    unexplained: [
      'Photosynthesis',
      'chloroplasts',
      'thylakoid',
      'membranes',
      'chlorophyll',
      'thylakoids',
      'enzyme',
      'photosynthesis',
    ],
  },
  {
    source: 'written after p12',
    kind: 'news',
    text: 'A 2,400-year-old shipwreck discovered off the coast of Sicily has yielded more than 600 amphorae, many still sealed. Divers from the regional Superintendence of the Sea recovered the first containers last month from a depth of 92 metres, where cold, low-oxygen water had slowed decay. Preliminary analysis of residues suggests the jars held wine, olive oil and fish sauce. "It\'s a snapshot of trade in the central Mediterranean during the fourth century BC," said Marco Ferrante, the archaeologist in charge of the excavation. The hull itself, largely buried in sediment, will be documented with photogrammetry before any decision is made about raising it.',
    explained: [
      ['amphorae', ['the first containers', 'the jars held wine, olive oil and fish sauce']],
    ],
    unexplained: ['Superintendence', 'residues', 'photogrammetry'],
  },
  {
    source: 'written after p13',
    kind: 'news',
    text: 'Why do some people remember their dreams every morning while others rarely do? A study from Italy points to something called mind-wandering — the tendency to drift away from the task at hand into daydreams and random thoughts. Volunteers who reported more mind-wandering during the day were also more likely to recall dreams the following morning. So were those who slept lightly and woke up more often, since memories of dreams seem to survive best when we wake during or just after them. Age mattered too: younger participants recalled dreams more often than older ones. The researchers recorded the sleep of 217 adults for two weeks using wrist-worn trackers.',
    explained: [],
    unexplained: ['daydreams'],
  },
  {
    source: 'written after p14',
    kind: 'news',
    text: 'Global sales of electric cars reached 14 million last year, according to the International Energy Agency, up from 10 million the year before. China accounted for about 60 percent of the total, followed by Europe and the United States. Battery prices fell by nearly 14 percent over the same period, driven by lower costs for lithium and increased manufacturing capacity. The agency expects electric models to make up one in five new cars sold worldwide this year. However, sales growth slowed in several European countries after governments cut purchase subsidies, and charging infrastructure remains patchy outside large cities.',
    explained: [],
    unexplained: [],
  },
  {
    source: 'written after p15',
    kind: 'news',
    text: "Coral reefs cover less than one percent of the ocean floor, yet they are home to roughly a quarter of all marine species. Their vivid colours come from tiny algae, called zooxanthellae, that live inside the coral's tissues and supply it with sugars made through photosynthesis. When water becomes too warm, the partnership breaks down: the corals expel the algae and turn white, a process known as bleaching. A bleached coral is not yet dead, but without its algae it starves slowly. If temperatures fall within a few weeks, the algae can return. This year, scientists on the Great Barrier Reef recorded bleaching across more than 70 percent of surveyed reefs, the fifth mass event since 2016.",
    explained: [
      [
        'zooxanthellae',
        [
          "tiny algae, called zooxanthellae, that live inside the coral's tissues and supply it with sugars made through photosynthesis",
        ],
      ],
      [
        'bleached',
        [
          'the corals expel the algae and turn white, a process known as bleaching',
          'A bleached coral is not yet dead, but without its algae it starves slowly',
        ],
      ],
    ],
    unexplained: ['photosynthesis', 'corals', 'starves'],
  },
  {
    source: 'written after p16',
    kind: 'abstract',
    text: 'We present a numerical study of vortex-induced vibration of a flexible riser in uniform and sheared currents. A three-dimensional large-eddy simulation coupled with a finite-element structural model was employed at Reynolds numbers between 5,000 and 30,000. The riser, with an aspect ratio of 1,400, was pinned at both ends and allowed to oscillate in both the cross-flow and in-line directions. In sheared flow, the dominant response mode switched from the fourth to the sixth as the maximum current velocity increased, and multi-frequency responses were observed near the mode transitions. Predicted displacement amplitudes agreed with experimental data to within 12%. The results highlight the importance of resolving in-line vibration for fatigue assessment.',
    explained: [],
    unexplained: ['vortex-induced', 'riser', 'sheared', 'oscillate', 'amplitudes'],
  },
  {
    source: 'written after p17',
    kind: 'news',
    text: 'Farmers in the Punjab region of India are being paid to stop burning crop residue after the rice harvest, in an effort to reduce the thick smog that settles over Delhi every November. Under the scheme, growers receive 2,500 rupees per acre if they leave the straw in the field or sell it to biomass power plants. Satellite data show the number of fires fell by about a third last season, although officials admit that enforcement varies widely between districts. Many farmers say they burn the stubble because they have only two to three weeks to clear their fields before sowing wheat, and machines that cut and mulch the straw remain too expensive for smaller holdings.',
    explained: [],
    unexplained: ['mulch'],
  },
  {
    source: 'written after p18',
    kind: 'news',
    text: 'Your body has its own internal clock. Known as the circadian rhythm, it is a roughly 24-hour cycle that tells you when to feel sleepy, when to feel hungry and even when your body temperature should rise and fall. The master clock sits in a small cluster of nerve cells in the brain, just above the point where the optic nerves cross. It is reset every day mainly by light entering the eyes. That is why jet lag happens: when you fly across several time zones, your internal clock is still running on home time, and it can take a day for each hour of difference to catch up. Getting outside in morning sunlight is one of the fastest ways to adjust.',
    explained: [
      [
        'circadian rhythm',
        [
          'Your body has its own internal clock',
          'it is a roughly 24-hour cycle that tells you when to feel sleepy, when to feel hungry and even when your body temperature should rise and fall',
        ],
      ],
    ],
    unexplained: [],
  },
  {
    source: 'written after p19',
    kind: 'news',
    text: 'A team at the European Organization for Nuclear Research (CERN) has measured the mass of the W boson with a precision of 0.01 percent, using data from the ATLAS experiment collected between 2015 and 2018. The new value, 80,366 megaelectronvolts, agrees with predictions from the Standard Model and contradicts a controversial 2022 measurement by the CDF collaboration at Fermilab, which had reported a significantly heavier result. "This helps close a question that has bothered the community for two years," said spokesperson Andreas Hoecker. The analysis involved reconstructing the paths of more than 100 million particle collisions.',
    explained: [['CERN', ['European Organization for Nuclear Research']]],
    unexplained: ['boson', 'megaelectronvolts', 'CDF', 'Fermilab', 'reconstructing'],
  },
  {
    source: 'written after p20',
    kind: 'news',
    text: "The city of Rotterdam has opened Europe's largest floating office, a three-storey timber building moored in the old Rijnhaven harbour. Built on concrete pontoons, the structure rises and falls with the tide and can withstand a water-level increase of up to two metres. Solar panels on the roof, a heat pump that draws warmth from the harbour water and a green roof that slows rainwater runoff allow the building to produce more energy than it uses. The architects say the design can be dismantled and moved elsewhere if the site is needed for another purpose. About 130 people, mostly staff of a climate-adaptation research centre, will work there.",
    explained: [],
    unexplained: ['Rijnhaven', 'pontoons', 'runoff'],
  },
  {
    source: 'written after p21',
    kind: 'abstract',
    text: 'Antibiotic resistance is one of the greatest challenges facing modern medicine. Bacteria can become resistant through random mutations in their DNA, or by acquiring resistance genes from other bacteria through horizontal gene transfer. One important mechanism of horizontal transfer is conjugation, in which a small circular piece of DNA called a plasmid is copied from one bacterial cell to another through a thin tube. Because plasmids often carry several resistance genes at once, a single transfer can make a bacterium resistant to multiple drugs. The overuse of antibiotics in both human medicine and agriculture increases the selection pressure on bacteria, so resistant strains survive and multiply while susceptible ones are killed.',
    explained: [
      [
        'conjugation',
        [
          'in which a small circular piece of DNA called a plasmid is copied from one bacterial cell to another through a thin tube',
        ],
      ],
      ['plasmid', ['a small circular piece of DNA called a plasmid']],
      ['plasmids', ['a small circular piece of DNA called a plasmid']],
    ],
    unexplained: ['bacterium'],
  },
  {
    source: 'written after p22',
    kind: 'news',
    text: 'Wolves returned to the Netherlands in 2015 after an absence of more than a century, and the country now has at least ten resident packs, most of them on the Veluwe, a large forested area in the centre of the country. Sheep farmers, hikers and local councils have all voiced concern, particularly after several wolves began approaching people in a national park. Provincial authorities announced on Monday that they will fit two animals with GPS collars to track their movements. "We want facts, not rumours," said Hanneke Dijkstra, a provincial ecologist. Compensation for farmers who lose livestock to wolves rose to 1.4 million euros last year.',
    explained: [['Veluwe', ['a large forested area in the centre of the country']]],
    unexplained: [],
  },
  {
    source: 'written after p23',
    kind: 'news',
    text: 'Space is not as empty as it looks. Between the stars drifts the interstellar medium, a thin mix of gas and dust so sparse that a volume the size of a sugar cube contains, on average, only about one atom. Yet across the vast distances of a galaxy, this material adds up to billions of times the mass of the Sun. In places it gathers into dense, cold clouds, and it is inside these clouds that new stars are born. When a massive star dies in a supernova, it blasts heavy elements such as carbon, oxygen and iron back into the medium, seeding the next generation of stars and planets. The iron in your blood was once part of that cycle.',
    explained: [
      [
        'interstellar medium',
        [
          'Between the stars drifts the interstellar medium, a thin mix of gas and dust so sparse that a volume the size of a sugar cube contains, on average, only about one atom',
        ],
      ],
    ],
    unexplained: [],
  },
  {
    source: 'written after p24',
    kind: 'abstract',
    text: 'Soil compaction caused by heavy agricultural machinery reduces crop yields and increases the risk of surface runoff. This field experiment, conducted on a silty loam in Lower Saxony between 2019 and 2022, compared controlled traffic farming with conventional random traffic in a winter wheat–sugar beet–maize rotation. Penetration resistance, bulk density and saturated hydraulic conductivity were measured at depths of 10, 30 and 50 cm. Under controlled traffic, bulk density in non-trafficked zones was 0.12 g cm⁻³ lower and infiltration rates were 2.6 times higher than under random traffic. Mean yields increased by 4.8% for wheat and 7.1% for sugar beet, while maize showed no significant response. Fuel consumption decreased by 11%.',
    explained: [],
    unexplained: ['compaction', 'runoff', 'silty', 'loam', 'Saxony', 'conductivity'],
  },
];
