// Everyday topics and the words that signal them, in posts and in personas alike ("climbers" and "bouldering"
// both signal climbing). Written for this engine: a persona is a few words and a post a few dozen, so what is
// needed is which topic a word belongs to, not what it means. A word-embedding or WordNet package would
// answer more, but costs megabytes in the extension's engine, where this list is a few kilobytes.
//
// A term ending in "*" matches every word it starts ("garden*": gardener, gardening); any other term matches
// itself and its plain inflections (s, es, ed, ing, er, ers; "y" → "ies"). Terms are lower case; a word may
// belong to several topics ("mortgage": finance and real estate). `within` names the broader topic a narrow one
// belongs to: a persona of the broad topic ("athletes") is met by a post on the narrow one (bouldering), and
// the other way round at half weight.
export interface Topic {
  id: string;
  within?: string;
  terms: string;
  /** Tokens no stem describes, such as a bouldering grade ("V5"). */
  pattern?: RegExp;
}

export const TOPICS: readonly Topic[] = [
  {
    id: 'sport',
    terms:
      'sport* athlete* athletic* coach* tournament* championship* league* stadium* olympic* medal* ' +
      'referee* basketball nba tennis golf* baseball cricket* rugby hockey swimmer* swimming skiing skier ' +
      'volleyball playoff* world-cup',
  },
  {
    id: 'climbing',
    within: 'sport',
    terms: 'climb* boulder* crag* belay* carabiner* crimp* chalk harness dyno overhang* quickdraw* sport-climbing',
    pattern: /^v1?\d$/u,
  },
  { id: 'running', within: 'sport', terms: 'runner* marathon* jog* 5k 10k half-marathon ultramarathon* trail-running strava parkrun' },
  { id: 'cycling', within: 'sport', terms: 'cycling cyclist* bike biking bicycle* peloton* velodrome* gravel-bike' },
  { id: 'football', within: 'sport', terms: 'football* soccer goalkeeper* striker* midfield* nfl quarterback* touchdown* premier-league' },
  {
    id: 'outdoors',
    within: 'sport',
    terms: 'hike hiking hiker* trail camping campsite* backpacking mountain* wilderness national-park* kayak* canoe*',
  },
  {
    id: 'fitness',
    terms:
      'fitness lifter* powerlift* crossfit yogi* workout* gym* weightlift* deadlift* squat* rep protein* ' +
      'cardio* hiit muscle* exercis* trainer pilates yoga* kettlebell* calisthenic* bodybuild* ' +
      'personal-trainer*',
  },
  {
    id: 'finance',
    terms:
      'financ* advis* advisor* adviser* economist* quant broker* invest* portfolio* pension* fund stock ' +
      'equit* bond dividend* yield* inflation retirement 401k ira etf* index-fund* asset* hedge-fund* ' +
      'trader* trading bank banker* banking mortgage* loan* credit debt* budget* savings tax accountant* ' +
      'accounting cfo valuation* earnings markets stock-market* interest-rate* crypto* bitcoin* fintech ' +
      'wealth* brokerage* annuit*',
  },
  {
    id: 'startups',
    terms:
      'startup* product-manag* founder* cofounder* co-founder* saas b2b b2c mrr arr churn* revenue* ' +
      'customer* pricing investor* vc venture* fundrais* bootstrap* indie indiehacker* onboarding ' +
      'activation retention signup* sign-up* mvp pivot* ceo entrepreneur* business* smb product-market ' +
      'solopreneur* side-project*',
  },
  {
    id: 'software',
    terms:
      'software code hacker* sysadmin* data-scien* coding coder* developer* dev programm* engineer* api ' +
      'bug debug* deploy* javascript typescript python rust java golang reactjs database* sql backend* ' +
      'frontend* server* cloud kubernetes docker git github repo pull-request* compil* refactor* ' +
      'open-source devops latency cach* algorithm* linux npm css html ios android app ai llm* gpt* ' +
      'machine-learning neural dataset* analytics prompt-engineering cto',
  },
  {
    id: 'gardening',
    terms:
      'garden* grower* florist* landscap* plant seeds soil compost* prune pruning bloom* flower* tomato* ' +
      'vegetable* veggie* weed mulch* perennial* annuals shrub* roses bulb* greenhouse* harvest* ' +
      'allotment* lawn* orchid* seedling* sow sowing fertili* herb succulent* houseplant* raised-bed* ' +
      'horticultur* botan* dahlia* tulip* hydrangea*',
  },
  {
    id: 'parenting',
    terms:
      'parent mom caregiver* mum dad mother* father* toddler* baby babies kid child children childcare ' +
      'daycare newborn* nap bedtime diaper* nappy nappies teenager* homework breastfeed* pregnan* family ' +
      'families stroller* pram*',
  },
  {
    id: 'medicine',
    terms:
      'medic* pharmacist* dentist* dental psychiatr* radiolog* doctor* nurse nursing clinic* patients ' +
      'hospital* diagnos* symptom* treatment* therap* surgery surgeon* physician* vaccin* drug dose dosing ' +
      'pharma* prescri* disease* cancer* diabet* icu healthcare health mental-health chronic blood ' +
      'clinical clinical-trial* residency epidemiolog* oncolog* cardiolog* pediatric* paediatric*',
  },
  {
    id: 'law',
    terms:
      'law judges lawyer* attorney* legal* court jury juries litigat* contract* lawsuit* counsel* ' +
      'paralegal* statute* regulat* complian* gdpr plaintiff* defendant* verdict* solicitor* barrister* ' +
      'case-law precedent* clause* liabilit* patent* trademark* copyright*',
  },
  {
    id: 'food',
    terms:
      'food* barista* sommelier* brewer* homebrew* cook* chef* recipe* bake baking baker* bakery kitchen* ' +
      'sourdough* bread* dough* flour oven* roast* grill* sauce* spice* restaurant* dinner* lunch* ' +
      'breakfast* brunch meal* dish dishes taste* flavo* ingredient* vegan* vegetarian* pasta pizza* soup* ' +
      'cuisine* chocolate* coffee* espresso* wine* ramen*',
  },
  {
    id: 'music',
    terms:
      'music* pianist* dj song* album* band guitar* piano* drum* bass chord* melod* lyric* concert* gig ' +
      'playlist* vinyl* singer* singing synth* orchestra* jazz hip-hop rapper* spotify tempo bpm violin* ' +
      'cello* composer* ep setlist* songwrit*',
  },
  {
    id: 'teaching',
    terms:
      'teach* academ* educat* student* classroom* class pupil* lesson curricul* school* homework exam ' +
      'examination* syllab* lecture* professor* universit* college* tutor* learner* kindergarten* ' +
      'semester* k-12 edtech pedagog* literacy grade-level',
  },
  {
    id: 'games',
    terms:
      'game gaming game-dev* gamer* console* playstation xbox nintendo steam esport* twitch streamer* rpg ' +
      'fps speedrun* multiplayer gameplay loot dungeon* boss-fight* tabletop board-game* d&d dnd minecraft ' +
      'fortnite zelda',
  },
  {
    id: 'science',
    terms:
      'scien* research* lab hypothes* physics physicist* chemist* biolog* genom* gene genetic* cell ' +
      'molecul* protein* astronom* telescope* galax* quantum climate species evolution* peer-review* ' +
      'journal* microscop* neuro* ecolog* fossil* particle* nasa planet* arxiv phd postdoc*',
  },
  {
    id: 'travel',
    terms:
      'travel* trip flight* airport* airline* hotel* hostel* passport* visa backpack* itinerar* tourist* ' +
      'tourism destination* beach* vacation* holiday* luggage suitcase* road-trip* jet-lag nomad* layover* ' +
      'cruise* wanderlust abroad sightseeing',
  },
  {
    id: 'real_estate',
    terms:
      'real-estate broker* realtor* estate propert* house housing homebuyer* homeowner* mortgage* rent ' +
      'rental* landlord* tenant* lease* listing* apartment* condo* sqft square-feet escrow* apprais* ' +
      'zoning renovat* airbnb',
  },
  {
    id: 'marketing',
    terms:
      'marketing marketer* brand branding campaign* seo content ad ads advertis* audience* funnel* ' +
      'conversion* ctr engagement newsletter* copywrit* growth lead-gen social-media influencer* ' +
      'impression* click landing-page*',
  },
  {
    id: 'crafts',
    terms:
      'craft* potters sewist* knit* crochet* sew sewing quilt* yarn* stitch* embroider* woodwork* pottery ' +
      'ceramic* glaze* kiln* diy handmade etsy loom* needle* fabric* wool',
  },
  {
    id: 'art',
    terms:
      'art artist* artwork* paint* drawing sketch* illustrat* canvas* watercolo* gallery galleries museum* ' +
      'sculpt* designer* typograph* font photograph* photo camera* lens*',
  },
  {
    id: 'pets',
    terms:
      'pet dog puppy puppies pup cat kitten* vet veterinar* leash* litter kibble breed* paw fur groomer* ' +
      'aquarium* hamster* parrot* horse equestrian* rescue-dog*',
  },
  {
    id: 'cars',
    terms:
      'car vehicle* petrolhead* gearhead* ev tesla horsepower mpg turbo* mechanic* tyre* tires brake* ' +
      'sedan* suv motor* automotive dealership* mileage gearbox* transmission porsche bmw toyota honda',
  },
  {
    id: 'fashion',
    terms:
      'fashion* outfit* cloth* dress dresses stylist* wardrobe* shoe* sneaker* denim jacket* runway* ' +
      'couture streetwear boutique* tailor* accessor* handbag* jewel* thrift*',
  },
  {
    id: 'politics',
    terms:
      'politic* policymaker* activis* election* campaign* vote voter* policy policies senat* congress* ' +
      'parliament* govern* legislat* democra* mayor* ballot*',
  },
  {
    id: 'careers',
    terms:
      'recruit* hiring hire job interview* candidate* resume* cv career* salar* talent-acquisition layoff* ' +
      'job-seeker* job-hunt* hr headhunter* payroll* remote-work',
  },
  {
    id: 'energy',
    terms: 'energy solar renewabl* emission* carbon decarboni* grid battery batteries wind-farm* wind-power heat-pump* electricity',
  },
  {
    id: 'books',
    terms: 'writer* bookworm* novelist* author novel book poet* poem* fiction manuscript* literary bookshop* bookstore*',
  },
];
