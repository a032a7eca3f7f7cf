"""The rule-card framework: a rule is a small class with metadata and hooks.

Every rule — the five base rules and the 25 rule cards — is a subclass of
:class:`Rule`.  Its class attributes are its data (number, id, names and
texts in Japanese and English, house-rule scope); its methods are hooks the
engine calls at fixed points.  A hook a rule does not override costs
nothing: :class:`RuleSet` keeps, for each hook, only the rules that define it.

An instance is a rule *in force*: ``holder`` is ``None`` for a law (it
applies to everyone) or the seat of the player who holds it as a house rule.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Final, NamedTuple, TypeVar

from explorer.engine.cards import card_text, iter_cards, mask_text
from explorer.engine.events import Event
from explorer.engine.melds import JOKER_FACE, MAX_PLAY, Meld, MeldKind
from explorer.engine.table_values import Mark, Marks, Note, Number

_T = TypeVar("_T")

try:  # mypyc reads this decorator when it compiles the module (setup.py); at run time it changes nothing
    from mypy_extensions import mypyc_attr
except ImportError:  # a pure install need not have mypy_extensions (the static site has not)
    def mypyc_attr(*attrs: str, **kwattrs: object) -> Callable[[_T], _T]:
        return lambda cls: cls

if TYPE_CHECKING:
    from explorer.engine.actions import Action
    from explorer.engine.cards import Card, CardMask, Rank
    from explorer.engine.melds import Face
    from explorer.engine.game import Game, Phase
    from explorer.engine.table_values import Effect, Standing


_D = TypeVar("_D", bound="RuleData")


class Table:
    """What a rule's hooks see of the game, and the only ways they change it: twenty members at most
    (tests/test_table_contract.py counts them).

    The engine's state is the one table (:class:`~explorer.engine.state.State` derives from this class); a rule
    never imports the state, never assigns a field of it (tests/test_architecture.py reads every rule's source for
    ``state.x = …``), and changes the game only through the operations below: it keeps its own state as rule data
    (:meth:`rule_data`, :meth:`set_rule_data`), asks a player with :meth:`ask`, and does anything else to the game
    by :meth:`perform`-ing an effect (:mod:`explorer.engine.table_values`: cards move only through its checked
    :class:`~explorer.engine.table_values.Move`).  What a rule makes of the game (a revolution, a lock, J-back) is
    that rule's data, not the table's.  Everything here is read-only for a rule.

    A class, not a ``Protocol``: compiled (mypyc), a rule's hook reads a field of a class it knows natively, at a
    fixed place in the object, where through a protocol every read and every call was a generic attribute lookup
    (about an eighth of an all-laws decision's instructions; benchmarks/README.md, 2026-12-06).  The fields below
    are the state's own; the methods are the state's (the ones here only say so).
    """

    __slots__ = ("game", "rules", "hands", "field", "trick", "inverted", "log", "listing_memo")  # TABLE_FIELDS

    # -- reading the table (fields the state keeps; a rule reads them and never assigns one)
    game: Game
    rules: RuleSet
    hands: list[CardMask]
    field: Meld | None
    trick: tuple[tuple[int, Meld], ...]
    inverted: bool
    log: list[Event]
    listing_memo: dict[object, object] | None

    @property
    def standing(self) -> Standing:
        raise NotImplementedError

    def cards_at(self, place: int) -> CardMask:
        raise NotImplementedError

    # -- questions
    def group_bounds(self, player: int) -> tuple[int, int]:
        raise NotImplementedError

    def under_top(self) -> tuple[Meld, int] | None:
        raise NotImplementedError

    def candidate_melds(self, player: int | None = None) -> list[Meld]:
        raise NotImplementedError

    def refusal(self, player: int, meld: Meld, explain: bool = True, join: bool | None = None) -> Refusal | None:
        raise NotImplementedError

    def action_str(self, action: Action) -> str:
        raise NotImplementedError

    # -- a rule's own state
    def rule_data(self, kind: type[_D]) -> _D:
        raise NotImplementedError

    def set_rule_data(self, value: RuleData) -> None:
        raise NotImplementedError

    # -- changing the game
    def ask(self, rule: Rule | None, player: int, kind: str, options: tuple[Action, ...], en: str, ja: str) -> None:
        raise NotImplementedError

    def perform(self, effect: Effect) -> list[Event]:
        raise NotImplementedError


TABLE_FIELDS: Final = ("game", "rules", "hands", "field", "trick", "inverted", "log", "listing_memo")
""":class:`Table`'s fields, as its ``__slots__`` name them (compiled, a class keeps no ``__slots__`` to read)."""


class Scope(enum.Enum):
    """Who a house rule acts for, as the card text says."""

    ONLY = "only"
    """Only the holder may use it."""
    ON_PLAY = "on-play"
    """It fires only when the holder plays; a field-long effect it starts binds everyone."""
    HOLDER_EXEMPT = "holder-exempt"
    """The holder alone is exempt from a rule."""
    OTHERS = "others"
    """It applies to everyone but the holder."""
    HOLDER = "holder"
    """Its effect goes to the holder."""


class StatedInteraction(NamedTuple):
    """An interaction the rulebook states in words that a counterfactual search cannot see (the rule never allowed
    the play to begin with), declared by the rule that acts, with a position where the engine shows the ruling:
    three players' hands, the field and who played it (seat), the move, the quoted source and the ruling in
    plain words (Japanese, English)."""

    kind: str
    """The edge's type: ``blocks``, ``enables`` …"""
    other: str
    """The id of the rule acted on."""
    hands: tuple[str, str, str]
    field: str
    by: int
    move: str
    source: str
    ruling_ja: str
    ruling_en: str


class Failure(enum.Enum):
    """Why the base rules alone refuse a play; a rule may waive one (see :meth:`Rule.relax`)."""

    SEQUENCE = "sequence"
    """A sequence, while no rule in force lets this player lead one."""
    SHAPE = "shape"
    """Not the shape of the field (a group on a sequence or the reverse)."""
    COUNT = "count"
    """Not as many cards as the field."""
    WEAKER = "weaker"
    """Weaker than the field."""
    EQUAL = "equal"
    """Exactly as strong as the field (a play must be stronger)."""
    FACE = "face"
    """An ordinary card played as a card it is not."""
    TOO_MANY = "too_many"
    """More than four cards in one play (seed 004); no rule waives it."""
    LEAD_PASS = "lead_pass"
    """A pass on an empty field: the leader must play; no rule waives it."""

    __hash__ = object.__hash__  # members are singletons; Enum's own __hash__ (by name) is slow on the hot path


# Not itself a dataclass: compiled (mypyc), a dataclass's annotations list ClassVars as plain types, and
# dataclasses would make the two settings below fields of every subclass. A module whose data class sets one is
# left pure by setup.py (its subclass is then an interpreted subclass of this compiled class).
@mypyc_attr(allow_interpreted_subclasses=True)
class RuleData:
    """A rule's own state, a frozen dataclass subclass per rule, with defaults (its state before the rule acts).

    A rule reads it with ``state.rule_data(MyData)`` and replaces it with ``state.set_rule_data(MyData(...))``
    (its default, ``MyData()``, puts it back: the state keeps no default).  The core keeps it for the rule and
    snapshots it with the state, and never reads inside it but through the methods below: whether it inverts
    strength (:meth:`inverts`: a revolution, J-back) and what it shows in the scenario format's words
    (:meth:`shown`, :meth:`from_marks`: a lock, J-back, a revolution).
    """

    lasts: ClassVar[str] = ""
    """How long it lasts, declared by its rule (in a pure module's class body, or :func:`declare_data`'s
    ``lasts``): ``"field"`` (back to its default when the field clears, and when a round begins), ``"round"``
    (when a round begins), ``""`` (until the rule's own hooks reset it)."""

    def __init_subclass__(cls) -> None:  # no super(): a slots dataclass is a new class (object's hook is a no-op)
        # this hook also runs for the class that dataclasses' slots=True rebuild makes: keyed by name, the
        # rebuilt class replaces the first (vars and getattr: compiled, a class's own attributes are not typed)
        if "from_marks" in vars(cls):
            MARKING[f"{getattr(cls, '__module__', '')}.{getattr(cls, '__qualname__', '')}"] = cls

    def inverts(self) -> bool:
        """Whether this data inverts the strength order while it holds (each such data flips it once; the
        default never does)."""
        return False

    def shown(self, marks: Marks) -> Marks:
        """``marks`` with what this data shows added (a lock's suits …); the default shows nothing."""
        return marks

    @classmethod
    def from_marks(cls, marks: Marks) -> RuleData | None:
        """The data a described position with ``marks`` gives this class (a scenario's ``lock``), or ``None``:
        this class shows none of them.  A class that defines it is asked for every described position."""
        return None


MARKING: dict[str, type[RuleData]] = {}
"""The data classes that read a described position's marks (:meth:`RuleData.from_marks`), by qualified name
(filled as the rule modules are imported)."""

DATA_IS_PUBLIC: dict[type[RuleData], bool] = {}
"""Whether a rule data class says only what every player at the table has seen (``True``: a lock, a J-back, a
once-a-round use) or records cards in hands that a player may not see (``False``: a bot's imagined world resets
it).  Each rule module declares its own with :func:`declare_data`."""


def declare_data(public: tuple[type[RuleData], ...] = (), private: tuple[type[RuleData], ...] = (),
                 lasts: str = "") -> None:
    """Declare what a rule's data classes show: ``public`` ones say only what every player has seen, ``private``
    ones record cards in hands (called once at the end of the rule module that defines them).  ``lasts``, when
    given, is the :attr:`RuleData.lasts` of every class named (``"field"``, ``"round"``): set here rather than in
    the class body, where mypyc's dataclasses would make it a field (setup.py leaves such a module pure, and a
    pure data class's methods run interpreted at every read and every change of the data)."""
    if lasts not in ("", "field", "round"):
        raise ValueError(f"declare_data: lasts must be 'field', 'round' or '', not {lasts!r}")
    for kind in public:
        DATA_IS_PUBLIC[kind] = True
    for kind in private:
        DATA_IS_PUBLIC[kind] = False
    if lasts:
        for kind in (*public, *private):
            setattr(kind, "lasts", lasts)

_DEFAULTS: Final[dict[type[RuleData], RuleData]] = {}


def default_data(kind: type[RuleData]) -> RuleData:
    """A rule data class's default value, made once (defaults are frozen)."""
    got = _DEFAULTS.get(kind)
    if got is None:
        got = _DEFAULTS[kind] = kind()
    return got


# The value types' __init__ are written out: dataclasses' generated one is interpreted code even in the compiled
# build (see melds.Meld).
@dataclass(frozen=True, slots=True, init=False)
class Refusal:
    """Why an action is illegal, as data: the rule whose check refuses it (``rule``), what kind of refusal it is
    (``kind``: ``weaker``, ``locked``, ``not_held`` …), the rule or engine check its heading names (``heading``:
    the base rules' checks say 「カードの強さ」 or 「手番」 for a refusal of 【同時出し】), and its words.

    ``en`` and ``ja`` are filled from forms written for each reader where the refusal is made, with typed
    ``args``: a :class:`~explorer.engine.melds.Meld` (``play``, ``field``) renders as that language writes it, an
    int under ``cards`` as a card mask, under ``card`` as one card, anything else as itself.  :meth:`text` fills
    the same forms with some arguments said otherwise — a list of refused plays says "this play" for the play
    each refusal names, from the refusal's data, not by finding the play in its text.

    >>> from explorer.engine.melds import parse_meld
    >>> why = Refusal("group", "{play} is weaker than {field}", "{play}は{field}より弱い", kind="weaker",
    ...               args=(("play", parse_meld("♣A")), ("field", parse_meld("♠2"))), heading="strength")
    >>> why.en, why.ja, why.text("ja", play="このカード")
    ('♣A is weaker than ♠2', '♣1は♠2より弱い', 'このカードは♠2より弱い')
    >>> str(why), why.heading
    ('group: ♣A is weaker than ♠2', 'strength')
    >>> Refusal("turn", "it is B's turn", "今はBの手番").heading  # no heading of its own: its rule's
    'turn'
    """

    rule: str
    en: str
    ja: str
    kind: str
    heading: str
    args: tuple[tuple[str, object], ...]
    forms: tuple[str, str]

    def __init__(self, rule: str, en: str, ja: str, kind: str = "", args: tuple[tuple[str, object], ...] = (),
                 heading: str = "") -> None:
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "heading", heading or rule)
        object.__setattr__(self, "args", args)
        object.__setattr__(self, "forms", (en, ja))
        object.__setattr__(self, "en", _fill(en, args, "en", {}) if args else en)
        object.__setattr__(self, "ja", _fill(ja, args, "ja", {}) if args else ja)

    def text(self, lang: str, **said: str) -> str:
        """The refusal in ``lang``, with the arguments named in ``said`` written as given (``play="this play"``)."""
        form = self.forms[1] if lang == "ja" else self.forms[0]
        return _fill(form, self.args, lang, said) if self.args else form

    def arg(self, key: str) -> object:
        """The argument ``key`` (``None`` when the refusal has none)."""
        for k, v in self.args:
            if k == key:
                return v
        return None

    def __str__(self) -> str:
        return f"{self.rule}: {self.en}"


def _fill(form: str, args: tuple[tuple[str, object], ...], lang: str, said: dict[str, str]) -> str:
    """``form`` with each ``{key}`` replaced by its argument as ``lang`` writes it (``said``'s words first)."""
    values: dict[str, str] = {}
    for key, value in args:
        if key in said:
            values[key] = said[key]
        elif isinstance(value, Meld):
            values[key] = value.text(lang)
        elif isinstance(value, int) and key == "cards":
            values[key] = mask_text(value, lang)
        elif isinstance(value, int) and key == "card":
            values[key] = card_text(value, lang)
        else:
            values[key] = str(value)
    return form.format_map(values)


class PlayContext:
    """What one play is doing while its effects resolve (RULES.md, "Processing a play").

    Effects record events with :meth:`fire`; a field clear they ask for
    (``clear``) happens after every effect has resolved, and the hand is
    counted only then.  ``queue`` holds the effects still to resolve, so an
    effect can stop to ask the player a choice and resume afterwards.
    """

    __slots__ = (
        "player", "meld", "under", "laid", "events", "clear", "fired_cards", "inverted_before",
        "to_last", "notes", "queue", "emptied_by", "emptied",
    )

    def __init__(self, player: int, meld: Meld, inverted_before: bool, under: Meld | None = None,
                 laid: Meld | None = None) -> None:
        self.player = player
        self.meld = meld
        """The cards played (as they count)."""
        self.under = under
        """The meld that was on top of the field before this play (``None``: a lead)."""
        self.laid = laid if laid is not None else meld
        """The meld that now lies on top of the field (a fusion makes it bigger than ``meld``)."""
        self.events: list[Event] = []
        self.clear = False
        self.fired_cards = 0
        """Mask of the played cards whose effect fired (forbidden finish reads it)."""
        self.inverted_before = inverted_before
        """Strength order when the cards went on the field, before any effect."""
        self.to_last = False
        """Set by a rule whose ruling makes this finish count for last place (a forbidden finish)."""
        self.notes: set[Note] = set()
        """What this play did that a later rule of the play reads (:meth:`note`)."""
        self.queue: list[tuple[int, int, int]] = []
        """Effects to resolve: (rule index, card, face); card -1 for an effect of the whole play."""
        self.emptied_by = -1
        """The rule (its index in the rules in force) whose effect last emptied the player's hand, or ``-1``:
        the hand was not emptied by an effect (the forbidden-finish rule reads the rule's :attr:`Rule.finish_ruling`)."""
        self.emptied = 0
        """The other seats (bits) whose hand an effect of this play emptied: they are still in the round until every
        effect has resolved, when every hand is counted (seed 004's ③), so a later effect of the play still deals
        with them (a second King exchange gives them a card)."""

    def fire(self, rule: Rule, kind: str, en: str, ja: str, card: Card | None = None,
             args: tuple[tuple[str, object], ...] | None = None) -> None:
        """Record that ``rule`` fired; ``card`` is the played card that made it fire; ``args`` fill the
        event's sentence template (:mod:`explorer.text.sentences`) when the texts name a player."""
        self.events.append(Event(rule.id, kind, self.player, en, ja, args))
        if card is not None:
            self.fired_cards |= 1 << card

    def note(self, key: Note) -> None:
        """Note that this play did what ``key`` says (a revolution), for the rules that read it later in the play."""
        self.notes.add(key)

    def noted(self, key: Note) -> bool:
        """Whether a rule noted ``key`` for this play (:meth:`note`)."""
        return key in self.notes

    def copy(self) -> PlayContext:
        c = PlayContext(self.player, self.meld, self.inverted_before, self.under, self.laid)
        c.events = list(self.events)
        c.clear, c.fired_cards, c.to_last = self.clear, self.fired_cards, self.to_last
        c.emptied_by, c.emptied = self.emptied_by, self.emptied
        c.notes = set(self.notes)
        c.queue = list(self.queue)
        return c


@dataclass(frozen=True, slots=True, init=False)
class ChoiceRequest:
    """A decision an effect (or the engine, for effect order) waits for.

    ``options`` are the legal actions; ``rule``/``holder`` say which rule in
    force receives the answer (``rule`` ``None``: the engine itself).
    """

    player: int
    kind: str
    options: tuple[Action, ...]
    rule: str | None
    holder: int | None
    en: str
    ja: str

    def __init__(self, player: int, kind: str, options: tuple[Action, ...], rule: str | None,
                 holder: int | None, en: str, ja: str) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "holder", holder)
        object.__setattr__(self, "en", en)
        object.__setattr__(self, "ja", ja)


# Rules outside the compiled modules (a test's, the rule graph's switched-off stand-in) subclass Rule, which a
# compiled class allows only when it says so.
@mypyc_attr(allow_interpreted_subclasses=True)
class Rule:
    """A rule: data as class attributes, behaviour as hooks.

    Subclasses set the metadata and override the hooks they need; the engine
    core never names a rule.
    """

    number: ClassVar[int] = 0
    """The card number 1-25; 0 for a base rule."""
    id: ClassVar[str] = ""
    ja: ClassVar[str] = ""
    en: ClassVar[str] = ""
    law_ja: ClassVar[str] = ""
    law_en: ClassVar[str] = ""
    house_ja: ClassVar[str] = ""
    house_en: ClassVar[str] = ""
    scope: ClassVar[Scope] = Scope.ONLY
    house_scope: ClassVar[tuple[str, str]] = ("", "")
    """(ja, en): the rule's own words for its house-rule scope, where :attr:`scope`'s general words do not fit
    its card (card 13: only the holder's revolutions win); empty: the general words."""
    base: ClassVar[bool] = False
    """A base rule is always in force and has no holder."""
    victory_points: ClassVar[int | None] = None
    """Points printed on the card for mad mode; ``None``: not given in the rulebook text."""
    tags: ClassVar[frozenset[str]] = frozenset()
    """Families the rule belongs to (``"lock"``), so other rules can waive a whole family."""
    waives: ClassVar[frozenset[str]] = frozenset()
    """Rule ids or tags this rule switches off for the players it applies to.

    A waived rule does not bind them: its ``forbid`` and ``on_finish`` hooks
    are skipped for them.  Its own triggers (``observe``, effects) still run."""
    house_waives: ClassVar[frozenset[str]] = frozenset()
    """As :attr:`waives`, only when held as a house rule (the holder's privilege)."""
    suit_sensitive: ClassVar[bool] = False
    """Suits matter: move generation lists every suit a joker may stand for."""
    suit_blind: ClassVar[bool] = False
    """Which suit a card has never changes what this rule does (its checks, effects, choices and data), and its
    data names no card: two cards of one rank are interchangeable for it.  While every rule in force is suit-blind
    the solver treats positions that differ only by the suits of such cards as one (docs/readings.md, "The solver");
    ``False`` (the default) claims nothing."""
    suits_alike: ClassVar[bool] = False
    """Renaming the suits in a position renames them in everything this rule does (its checks, effects, choices and
    data), apart from the suits its data names now (:meth:`suits_told_apart`): the solver searches actions that are
    the same up to suits nobody tells apart once (explorer/analysis/symmetry.py; docs/readings.md, "The solver").
    ``False`` (the default) claims nothing, and no suits are merged while the rule is in force."""
    face_ranks: ClassVar[frozenset[Rank]] = frozenset()
    """Ranks whose effect this rule fires on (a joker standing for one fires it too)."""
    owns: ClassVar[frozenset[Mark]] = frozenset()
    """The marks its data may show (:class:`~explorer.engine.table_values.Mark`, a field of
    :class:`~explorer.engine.table_values.Marks` each): without the rule in force that mark cannot arise (the
    rule-graph search relies on it)."""
    finish_ruling: ClassVar[str] = ""
    """What this rule's own text rules when its effect empties the player's hand, whatever the table option
    (LOCAL-RULES.md, "Processing": the cards one finished with are the cards put on the field):

    - ``""``: nothing of its own; the forbidden-finish rule judges the cards played, the firing card included;
    - ``"played"``: a finish with the cards played, the card that fired this effect not counted as "a card with
      an effect" (Arcasino's 7 pass and 10 discard, seed 004: 「2やジョーカーであがっていません」);
    - ``"never"``: never a forbidden finish (classic Queen bomber: 「never a forbidden one」);
    - ``"forbidden"``: always a forbidden finish, as is finishing with a card that fires it (card 03:
      「この効果で手札を０枚にしたとき、【禁止上がり】の対象となる」, Q&A 2).
    A hand this effect empties of another player is a finish, never a forbidden one (they put nothing down)."""
    commutes: ClassVar[bool] = True
    """Its effect gives the same result in any order with other effects (no effect-order choice needed)."""
    verbs: ClassVar[dict[str, str]] = {}
    """Action-language verbs for this rule's choices and windows: ``{"discards": "discard"}``."""
    choice_values: ClassVar[dict[str, str]] = {}
    """What a choice kind of this rule names, when not cards: ``"rank"`` (``A bombs 5``) or ``"player"``
    (``A targets C``); the choice's value is then the rank's or the player's name."""
    window_kinds: ClassVar[frozenset[str]] = frozenset()
    """Choice kinds that are out-of-turn windows: open to any player at any moment of play."""
    explains: ClassVar[frozenset[Failure]] = frozenset()
    """The base-rule failures this rule's :meth:`explain` gives words for (the base rules')."""
    lays_candidates: ClassVar[bool] = False
    """Every meld this rule's :meth:`lay` lets join the field's meld is among its own :meth:`candidates`: when
    every ``lay`` rule in force says so, the listing asks ``lay`` only about the rules' candidates (not about
    the base move generator's groups as well)."""
    relaxes: ClassVar[frozenset[Failure]] = frozenset(Failure)
    """The base-rule failures this rule's :meth:`relax` may waive (default: any).  The engine asks a
    rule only about these, and refuses at once a play whose failure no rule in force declares."""
    max_play: ClassVar[int] = 0
    """The most cards one play may hold while this rule is in force, when more than the base's four (UECda's
    sequences of five and more); 0: the base's limit (:data:`~explorer.engine.melds.MAX_PLAY`)."""
    passes_hold: ClassVar[bool] = False
    """A pass holds until the field clears: a player who passed is not asked again before it clears, and it
    clears only when every player still holding cards has passed, the last one to play too (who may instead
    beat their own play). ``False``: the base's reading, the field clears when all the others have passed
    since the last play."""
    lead_may_pass: ClassVar[bool] = False
    """The player to lead may pass (UECda's server takes a submission without cards as a pass, on an empty field
    too); ``False``: the base rules', the leader must play (:attr:`Failure.LEAD_PASS`)."""
    refused_passes: ClassVar[bool] = False
    """A play the rules refuse counts as a pass (UECda's server); :meth:`State.submit
    <explorer.engine.state.State.submit>` reads it."""

    # -- traits: what the rule is, declared beside its code, read by the search, the bots, the pages and the
    # graphs (nothing outside the rule modules lists rules by id; tests/test_rule_traits.py)
    draft_order: ClassVar[int] = 100
    """How the greedy bot drafts it as a house rule: lower first (rules that help it shed cards first, rules it
    never uses last)."""
    retakes_first: ClassVar[bool] = False
    """It can take 1st place from whoever went out first, later in the round (it performs
    :class:`~explorer.engine.table_values.PlaceFirst` or :class:`~explorer.engine.table_values.SendToLast`): while it is in force the solver searches on to the round's end."""
    reads: ClassVar[frozenset[str]] = frozenset({"hands", "discard", "buried"})
    """What this rule's checks, effects and choices (on plays, passes, choices and phases; its own out-of-turn
    actions are not counted, the solver lists them) may read or move beyond the acting player's own hand, the
    field and the table's data: ``"hands"``, another player's hand (its cards, or how many); ``"discard"``, the
    discard pile (putting cards on it is not reading it); ``"buried"``, more of a meld of the trick under its top
    play than its cards and the suits of their faces (who played it, the ranks: a rule without it reads of the
    trick at most the top play whole, and the melds under it as :meth:`Table.under_top` gives them; the solver's
    key keeps no more of them).  The default claims all three: nothing is known.  The
    solver puts a :attr:`defers` action off only past actions that read neither its taker's hand nor the pile
    (docs/readings.md, "The solver"); :meth:`hands_read` narrows ``"hands"`` to the seats read now."""
    defers: ClassVar[frozenset[str]] = frozenset()
    """Of its :attr:`window_kinds`, those whose action only moves one card of the discard pile into its taker's
    hand and records the use in this rule's own data, which nothing but its own listing reads (card 01,
    taking a card back): the solver may take such an action later instead of now where nothing between reads that hand or
    the pile (docs/readings.md, "The solver")."""
    meld_kinds: ClassVar[frozenset[MeldKind]] = frozenset()
    """Shapes beyond the base's groups (one rank) that a play or the meld it lays may have while this rule is in
    force: ``MeldKind.SEQUENCE`` (card 21), ``MeldKind.RUN`` (the classic deck's four suits in a row).  The solver's "can anyone
    still make a revolution" bound looks only for these shapes (tests/test_solver.py checks, in games of every deck,
    that no other shape is laid)."""
    brings: ClassVar[int | None] = None
    """How many cards, at most, this rule may make one player's hand larger by during play, from any moment of the
    round until its next revolution: the cards it moves into that hand (from the discard pile, the field, another hand
    or outside the game), less those of that player's own play that made it act (card 10 takes one card of the field
    for each K just played: never larger).  0: it makes no hand larger so; ``None`` (the default) claims no bound.
    The solver's "can anyone still make a revolution" bound reads it (docs/readings.md, "The solver";
    tests/test_solver.py checks it in random games of every deck)."""
    brings_needs: ClassVar[str] = ""
    """Whose hand :attr:`brings` counts for: the id of a rule this one acts only for players it binds (not waived for
    them, :meth:`RuleSet.waived`), card 24 the forbidden finish; ``""``: anyone's."""
    resolving_brings: ClassVar[int | None] = None
    """For a rule with :meth:`swapped_in`: how many cards, at most, each of its effects of a play still to resolve (an
    entry of that play's queue) and each choice of it that play waits on (with the choices it goes on to ask) may move
    into the hand of that play's player, none into another hand, while that play is no revolution.  :meth:`swapped_in`
    counts what later plays take in; from a moment inside a play its own exchange is not yet made (card 10: the K
    played has left the hand, the card it takes is still to come).  ``None`` (the default) claims no bound: the solver's
    per-seat revolution bound is not asked while such an effect or choice waits (docs/readings.md, "The solver")."""
    joins_revolt: ClassVar[bool] = False
    """For a rule with :meth:`lay`: every meld it lays holds exactly the cards of the play and of the field's top meld,
    and at least the revolution size for its player, so it is a revolution wherever that player's sequences revolt
    (card 02).  The solver's per-seat revolution bound then counts a joined meld as one play and the top meld it joins
    (docs/readings.md, "The solver"); a ``lay`` rule that does not declare it keeps that bound out."""
    joins_as_laid: ClassVar[bool] = False
    """For a rule with :meth:`lay`: every meld it lays keeps the field's top meld as it was laid (each card, a joker
    too, standing for the same card), so the top meld joined into a sequence is one card or a sequence of its own (card
    02).  The solver's per-seat revolution bound then counts no more of a sequence from a meld joined later than that
    (docs/readings.md, "The solver"); without it, what the seat laying that meld can fill."""
    plays_as: ClassVar[dict[int, frozenset[int]]] = {}
    """Ranks a card may be played as besides its own, by the card's rank, the suit kept (card 20: an A as a J, a 2 as
    a Q, a 3 as a K; rank indices as :mod:`explorer.engine.cards`: 3 is 0 … 2 is 12).  The solver's "can anyone still
    make a revolution" bound counts such a card for every rank it may stand for (:meth:`revolution_possible`)."""
    chance_kinds: ClassVar[frozenset[str]] = frozenset()
    """Choice kinds of this rule whose outcome is drawn at random (the solver branches on every outcome)."""
    hidden_moves: ClassVar[bool] = False
    """Its effects move cards from one hand to another where other players may not see which (the strong bot
    then does not take a card it gave to be with its receiver)."""
    ask_windows: ClassVar[frozenset[str]] = frozenset()
    """Of its :attr:`window_kinds`, those a human player is asked about between two bots' moves (a page pauses)."""
    finishing_windows: ClassVar[frozenset[str]] = frozenset()
    """Window kinds that put out the taker's last cards at once: a bot takes one as soon as it opens, and the
    solver tries it first."""
    sure_takes: ClassVar[frozenset[str]] = frozenset()
    """Choice kinds of this rule where taking the offered card never costs the taker (a bot always takes)."""
    judges_finishes: ClassVar[bool] = False
    """It is the rule that judges forbidden finishes (its events of kind ``finish_kind`` send a player last)."""
    finish_kind: ClassVar[str] = ""
    """The event kind this rule records for a forbidden finish (with :attr:`judges_finishes`)."""
    reads_king: ClassVar[bool] = False
    """It reads who is the king (1st of the previous round): a question about it states the king."""
    in_every_play: ClassVar[bool] = False
    """Every play passes through it (group play): the rule-graph search never switches it off to compare."""
    makes_jokers_wild: ClassVar[bool] = False
    """It is what gives a joker its power: without it in force the rule-graph search plays positions without one."""
    counted: ClassVar[dict[str, str]] = {}
    """Event kinds of this rule that the simulation lab counts, and the counter's name (``{"fall": "falls"}``)."""
    no_edge: ClassVar[tuple[str, str]] = ("", "")
    """Why the rule may have no interaction edge (Japanese, English): what in its text leaves nothing for another
    rule to change; ``no_edge_house`` says it for the house rule when that differs."""
    no_edge_house: ClassVar[tuple[str, str]] = ("", "")
    stated: ClassVar[tuple[StatedInteraction, ...]] = ()
    """Interactions with other rules that the rulebook states in words (the rule graph adds them as edges)."""
    phrases: ClassVar[dict[str, tuple[str, str, str]]] = {}
    """Sentences for this rule's events by kind: English, Japanese and the slots they need (``"cards"``), with ``{who}``, ``{cards}`` …
    (explorer/text/sentences.py renders them; English verbs as ``[take|takes]``)."""
    action_phrases: ClassVar[dict[str, str]] = {}
    """Japanese clauses for this rule's choices and windows as actions, by kind, ending in their verb (``{name}`` the
    player, ``{cards}`` the cards or value, ``{rank}`` a rank); the text layer adds the rule's name where a sentence
    needs it."""
    ja_qualified: ClassVar[str] = ""
    """This rule's name in a Japanese text where another deck has a rule of the same printed name, its deck named
    first (「定番の7渡し」, 「アルカジノの7渡し」): set by :mod:`explorer.rules.decks` from the decks it knows; empty when
    the printed name says which rule it is."""

    @classmethod
    def name_ja(cls) -> str:
        """The rule's name as a Japanese text writes it (its printed name, its deck's first where two decks share
        the name: :attr:`ja_qualified`)."""
        return cls.ja_qualified or cls.ja

    __slots__ = ("holder",)

    def __init__(self, holder: int | None = None) -> None:
        if self.base and holder is not None:
            raise ValueError(f"{self.id} is a base rule and cannot be a house rule")
        self.holder = holder

    # -- who the rule is for ------------------------------------------------
    @property
    def is_law(self) -> bool:
        return self.holder is None

    def applies(self, player: int) -> bool:
        """Whether the rule acts for ``player`` (a law: everyone; a house rule: by scope)."""
        if self.holder is None:
            return True
        if self.scope is Scope.OTHERS:
            return player != self.holder
        return player == self.holder

    def waived_ids(self) -> frozenset[str]:
        return self.waives | self.house_waives if self.holder is not None else self.waives

    def __repr__(self) -> str:
        where = "law" if self.holder is None else f"house of seat {self.holder}"
        return f"<{type(self).__name__} {self.id} ({where})>"

    # -- hooks: positions play cannot reach ------------------------------------------
    def cannot_arise(self, state: Table) -> tuple[tuple[str, str], ...]:
        """Why a position set up as ``state`` (a scenario's ``start``) could not arise in play under this rule, as
        (English, Japanese) sentences; none by default.  A notice for whoever wrote the position, never a
        refusal: a described position may still teach (:mod:`explorer.scenarios.reachable`)."""
        return ()

    # -- hooks: legality ------------------------------------------------------
    def candidates(self, state: Table, player: int) -> Iterable[Meld]:
        """Melds this rule adds to what ``player`` might play now (legal or not)."""
        return ()

    def relax(self, state: Table, player: int, meld: Meld, failure: Failure) -> bool:
        """Return True to waive a base-rule ``failure`` for this play."""
        return False

    # -- preconditions of the legality hooks: asked once per listing -------------------
    # ``legal_melds``, ``legal_joins`` and ``decision_actions`` ask each rule with the hook once per listing;
    # ``False`` is a promise that the hook gives its default answer to every play of ``player`` in this
    # position, so it is not asked about any of them. A rule that does not override one is asked about every
    # play, as before. :meth:`State.refusal <explorer.engine.state.State.refusal>`, the plain reading, never asks
    # these: tests/test_fast_paths.py and tests/test_completeness.py compare the listing with it.
    def may_relax(self, state: Table, player: int) -> bool:
        """Whether :meth:`relax` may waive a failure of some play of ``player`` now (default: yes)."""
        return True

    def may_forbid(self, state: Table, player: int) -> bool:
        """Whether :meth:`forbid` may refuse some play of ``player`` now (default: yes)."""
        return True

    def may_lay(self, state: Table, player: int) -> bool:
        """Whether :meth:`lay` may let some meld of ``player`` join the field's meld now (default: yes)."""
        return True

    def lifts(self, state: Table, player: int, meld: Meld) -> frozenset[str]:
        """Rule ids or tags whose ``forbid`` hook does not bind this one play (a ♠3 on a lone joker under any
        lock: ``{"lock"}``); an empty set by default."""
        return frozenset()

    def forbid(self, state: Table, player: int, meld: Meld, laid: Meld) -> Refusal | None:
        """Return a :class:`Refusal` to forbid a play the base rules allow.

        ``meld`` is what the player puts down; ``laid`` what would then lie on top of the field
        (``meld`` itself, or the bigger meld it joins: :meth:`lay`)."""
        return None

    # -- hooks: a play --------------------------------------------------------
    def observe(self, state: Table, player: int, meld: Meld) -> list[Event]:
        """Track the trick (locks): called for every play, and for a scenario's history."""
        return []

    def lay(self, state: Table, player: int, meld: Meld) -> Meld | None:
        """The meld that would lie on the field if ``player``'s ``meld`` joined the meld on top of it
        (:attr:`Play.join <explorer.engine.actions.Play.join>`), or ``None`` when this rule lets it join nothing.

        A rule with this hook judges the join whole: shape, count and strength are its to decide
        (the base rules judge only a card played as another, and every ``forbid`` hook still binds)."""
        return None

    def joinable(self, state: Table) -> bool:
        """For a rule with :meth:`lay`: whether a play may join the field's top meld now.  The solver's per-seat
        revolution bound reads it (docs/readings.md, "The solver"); the default: whenever a meld lies on the field."""
        return state.field is not None

    def faces(self, state: Table, player: int, card: Card) -> tuple[Face, ...]:
        """Cards other than itself that ``player`` may play ``card`` as (card 20: an A as a J).  Move
        generators that build plays card by card (a fusion's) ask it; a play so built still needs
        :meth:`relax` of :attr:`Failure.FACE` to be legal."""
        return ()

    def faces_mask(self, state: Table, player: int, hand: CardMask) -> CardMask:
        """The faces :meth:`faces` gives for any card of ``hand``, as one mask: a move generator's quick test
        of which places a hand can fill at all.  This one asks :meth:`faces` card by card; a rule whose
        faces follow from ranks and suits says it with masks."""
        out = 0
        for c in iter_cards(hand):
            for face in self.faces(state, player, c):
                out |= 1 << face
        return out

    def explain(self, state: Table, failure: Failure, meld: Meld) -> Refusal | None:
        """The words for a play the base rules refuse with ``failure``, or ``None`` to leave it to another."""
        return None

    def forbid_pass(self, state: Table, player: int) -> Refusal | None:
        """Return a :class:`Refusal` to forbid ``player`` to pass now."""
        return None

    def exchange_options(self, state: Table, giver: int, to: int, options: CardMask) -> CardMask:
        """The cards ``giver`` may give ``to`` in the exchange (``options``: what the rules so far allow)."""
        return options

    def exchange_queue(self, state: Table, queue: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
        """The exchange phase's gifts in order, one card each as ``(giver, receiver)``; ``queue`` is what the
        rules so far make it (the base: every commoner gives the king one card, then the king one to each)."""
        return queue

    def fires_on(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> bool:
        """Whether this card's effect fires for this play (default: a rank in :attr:`face_ranks`)."""
        return face != JOKER_FACE and face >> 2 in self.face_ranks and self.applies(ctx.player)

    def card_effect(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> None:
        """The effect of one played card; called only when :meth:`fires_on` says it fires."""

    def play_effect(self, state: Table, ctx: PlayContext) -> None:
        """The effect of the play as a whole (revolution), after the cards' effects."""

    def on_finish(self, state: Table, ctx: PlayContext) -> None:
        """``ctx.player`` has just emptied their hand with ``ctx.meld``."""

    def on_first_place(self, state: Table, player: int) -> list[Event]:
        """``player`` is the first to finish this round without a forbidden finish."""
        return []

    def on_field_clear(self, state: Table) -> list[Event]:
        """The field has just been cleared."""
        return []

    def last_places(self, state: Table, sent: tuple[int, ...]) -> tuple[int, ...]:
        """The players sent to last place this round (a forbidden finish, a fall …), ordered for their places:
        the tuple's last takes last place, each earlier one a place higher.  ``sent`` arrives in the order it
        happened (the latest sent is last, by default); a rule that reads the order otherwise reorders it."""
        return sent

    def reread(self, state: Table, player: int) -> list[Event]:
        """An effect took cards from under the top of the field: re-read what this rule reads there.

        ``player`` made the play on top.  The meld now under it is
        :meth:`State.under_top <explorer.engine.state.State.under_top>` (seed 004: a lock always reads the
        previous card as the field now shows it).
        """
        return []

    # -- hooks the solver asks: can first place still change ------------------------
    def suits_told_apart(self, state: Table) -> int:
        """For a rule that declares :attr:`suits_alike`: the suits its data names at ``state`` (a four-bit mask),
        which it tells apart from the others (card 14's lock).  The default: none."""
        return 0

    def may_retake_first(self, state: Table, seats: int = -1) -> bool:
        """For a rule that :attr:`retakes_first`: whether it may still put one of ``seats`` (a bit per seat; ``-1``:
        any player) in 1st place later in this round from ``state`` (every hand open), by placing them first or by
        sending away whoever is ahead of them.  ``False`` must be exact: when no rule may put anyone but the first
        normal finisher first, the solver takes that finisher as 1st at the round's end; when none may put the
        player asked about first, that player does not have it.  The default, ``True``, claims nothing."""
        return True

    def hands_read(self, state: Table) -> int:
        """The seats whose hands this rule may read or move at the next action from ``state``, beyond the acting
        player's own (a bit per seat; see :attr:`reads`), asked during play with nothing waiting (where
        out-of-turn windows are open): by default every seat when :attr:`reads` holds ``"hands"``, else none.  A
        rule narrows it where its text allows (the fall of the capital moves only the king's hand); it must never
        leave out a seat it reads."""
        return (1 << state.game.n) - 1 if "hands" in self.reads else 0

    def brings_now(self, state: Table, seat: int) -> int | None:
        """:attr:`brings` for ``seat`` from ``state`` on, until the round's next revolution, where the position tells
        more (card 01: nothing once ``seat`` has recycled this round, or where it is another's house rule).  It must
        never exceed :attr:`brings`, and never grow later in the round before a revolution; the default is
        :attr:`brings`."""
        return self.brings

    def swapped_in(self, state: Table, seat: int) -> int:
        """How many cards not in ``seat``'s hand now this rule may move into it from ``state`` until the round's next
        revolution in exchange for cards of ``seat``'s own plays (which :attr:`brings` does not count: card 10 takes a
        card of the field for each K the taker plays).  Every card it moves into a hand and :attr:`brings` leaves out
        must be counted here, and each comes from the field under that play, with the play (a lead, on an empty field,
        takes none in: the solver's bound reads that of the seat to lead); the default, 0, is right for a rule whose
        :attr:`brings` counts every card it moves into a hand.  The solver's per-seat revolution bound reads it (docs/readings.md, "The solver")."""
        return 0

    def refuses_joker_revolutions(self, state: Table, player: int) -> bool:
        """Whether this rule's :meth:`forbid` refuses, for the rest of the round from ``state``, every play of
        ``player``'s whose laid meld (a join's too) holds a joker and has the revolution size for ``player`` or more
        (card 17).  The solver's revolution bound then counts no joker in a revolution by size of ``player``'s
        (docs/readings.md, "The solver"), where this rule is not waived for ``player`` and no rule in force lifts a
        ``forbid`` for one play.  ``True`` must be exact; the default, ``False``, claims nothing."""
        return False

    def revolution_possible(self, state: Table, player: int, cards: CardMask) -> bool:
        """For a rule that makes revolutions (:attr:`owns` holds ``Mark.REVOLUTION``): whether a play of
        ``player``'s could still be a revolution by this rule when every card that play and the meld it joins
        could hold is among ``cards``.  ``False`` must be exact; the default, ``True``, claims nothing."""
        return True

    # -- hooks: choices and out-of-turn windows -------------------------------------
    def on_choice(self, state: Table, ctx: PlayContext | None, action: Action) -> list[Event]:
        """The answer to a :class:`ChoiceRequest` this rule made with :meth:`State.ask`."""
        return []

    def window_actions(self, state: Table) -> list[Action]:
        """Out-of-turn actions open now, for any player."""
        return []

    def window_refusal(self, state: Table, action: Action) -> Refusal | None:
        """Why an out-of-turn action of this rule is not open now.

        A rule with a window should say which of its conditions fails; this default at least names the
        rule, the player and what is open now, never a bare "not open".
        """
        if action in self.window_actions(state):
            return None
        name = state.game.players[action.player]
        if not self.applies(action.player):
            holder = state.game.players[self.holder or 0]
            return Refusal(self.id, f"{self.en.lower()} is {holder}'s house rule: only {holder} may use it",
                           f"【{self.ja}】は{holder}の家訓：この効果を発動できるのは{holder}だけ", "house_only")
        open_now = [state.action_str(a) for a in self.window_actions(state)]
        if open_now:
            return Refusal(self.id, f"{self.en.lower()} is not open to {name} in this way now; open now: "
                           + ", ".join(open_now),
                           f"今、{name}はこの形で【{self.ja}】を使えない。今できるのは：" + "、".join(open_now), "not_an_option")
        return Refusal(self.id, f"{self.en.lower()} is open to nobody now, {name} included",
                       f"今は{name}を含めて誰も【{self.ja}】を使えない", "window_closed")

    def on_window(self, state: Table, action: Action) -> list[Event]:
        """Apply an out-of-turn action of this rule."""
        return []

    def on_phase(self, state: Table, phase: Phase, begin: bool) -> list[Event]:
        """A phase of the round begins (``begin``) or ends."""
        return []

    def starts(self, state: Table) -> int | None:
        """The player who leads the round's first trick, when this rule names them (UECda: whoever holds the
        ♦3), or ``None``: the start player is named as the base rules say."""
        return None

    # -- hooks: numbers the base rules use ----------------------------------------
    def adjust(self, state: Table, number: Number, player: int, value: int) -> int:
        """Change ``number`` for ``player`` (``value``: what the rules so far make it; a :class:`Number` is declared
        by whoever reads it: the revolution rule's size, the trim's hand limit …)."""
        return value


_HOOKS: Final = (
    "candidates",
    "relax",
    "forbid",
    "lifts",
    "observe",
    "card_effect",
    "play_effect",
    "on_finish",
    "on_first_place",
    "on_field_clear",
    "last_places",
    "on_phase",
    "adjust",
    "lay",
    "forbid_pass",
    "exchange_options",
    "exchange_queue",
    "window_actions",
    "reread",
    "explain",
    "faces",
    "starts",
)


_OVERRIDES: Final[dict[type[Rule], int]] = {}
"""A rule class's hooks of :data:`_HOOKS` that it overrides, as bits in that order (see :func:`_overrides`)."""


def _overrides(cls: type[Rule]) -> int:
    """Which of :data:`_HOOKS` ``cls`` implements (bit ``i``: ``_HOOKS[i]``), found once per class."""
    got = _OVERRIDES.get(cls)
    if got is None:
        got = 0
        for i, hook in enumerate(_HOOKS):
            if getattr(cls, hook) is not getattr(Rule, hook):
                got |= 1 << i
        _OVERRIDES[cls] = got
    return got


class RuleSet:
    """The rules in force, with each hook's rules listed once for the hot path.

    Base rules come first, then laws in the order revealed, then house rules
    by seat.
    """

    __slots__ = (
        "rules", "suit_sensitive", "_waivers", "_forbid_for", "_forbid_pass_for", "lays_candidates", "candidates_lay", "relax_for", "_relax_only", "strength_relaxed",
        "makes_revolutions", "max_play", "passes_hold", "lead_may_pass", "refused_passes",
        "index", "play_effect_queue", "card_effect_ranks", *_HOOKS,
    )

    def __init__(self, rules: Iterable[Rule]) -> None:
        self.rules: tuple[Rule, ...] = tuple(rules)
        overrides = [_overrides(type(r)) for r in self.rules]
        for i, hook in enumerate(_HOOKS):
            setattr(self, hook, tuple(r for r, over in zip(self.rules, overrides) if over >> i & 1))
        self.suit_sensitive = any(r.suit_sensitive for r in self.rules)
        self.lays_candidates = all(r.lays_candidates and r in self.candidates for r in self.lay)
        """Every ``lay`` rule in force lists every meld it joins among its candidates (:attr:`Rule.lays_candidates`)."""
        self.candidates_lay: tuple[bool, ...] = tuple(r in self.lay for r in self.candidates)
        """For each rule of :attr:`candidates`, whether it is a ``lay`` rule too (a listing asks per rule)."""
        self._waivers = tuple(r for r in self.rules if r.waived_ids())
        self._forbid_for: list[tuple[Rule, ...] | None] = []
        self._forbid_pass_for: list[tuple[Rule, ...] | None] = []
        # by seat, filled as asked (lists: compiled, a dict boxes the seat and hashes it at each read)
        self.relax_for: dict[Failure, tuple[Rule, ...]] = {
            f: tuple(r for r in self.relax if f in r.relaxes) for f in Failure
        }
        """For each failure, the rules whose ``relax`` may waive it (in rule order)."""
        self._relax_only: list[dict[Failure, tuple[Rule, ...]] | None] = \
            [None] * (1 << len(self.relax)) if len(self.relax) <= _RELAX_LISTED else []
        """:meth:`relax_for_only`'s answers, by the mask of rules kept (a list: compiled, a dict boxes the mask and
        hashes it at each read; with more rules than :data:`_RELAX_LISTED` in force, none are kept)."""
        self.strength_relaxed = bool(self.relax_for[Failure.WEAKER] or self.relax_for[Failure.EQUAL])
        """Whether a rule in force may let a play that does not beat the field through."""
        self.index: dict[int, int] = {id(r): i for i, r in enumerate(self.rules)}
        """Each rule's position in :attr:`rules`, by ``id()`` (the effect queue refers to rules by position)."""
        self.play_effect_queue: tuple[tuple[int, int, int], ...] = tuple(
            (self.index[id(r)], -1, -1) for r in self.play_effect)
        """The effect-queue entries of the play effects (rule index, no card): queued after every play."""
        self.card_effect_ranks: tuple[int, ...] = tuple(
            -1 if getattr(type(r), "fires_on") is not getattr(Rule, "fires_on") else sum(1 << rank for rank in r.face_ranks)
            for r in self.card_effect)
        """For each rule of :attr:`card_effect`, the ranks of the faces it may fire on, as bits (``-1``: any, its
        own :meth:`Rule.fires_on`): the default ``fires_on`` fires only on :attr:`Rule.face_ranks`, so a play
        asks it only about those faces."""
        self.makes_revolutions = any(Mark.REVOLUTION in r.owns for r in self.play_effect)
        """Whether a rule in force makes revolutions (without one, no play is a revolution)."""
        self.max_play: int = max([MAX_PLAY, *(r.max_play for r in self.rules)])
        """The most cards one play may hold (:attr:`Rule.max_play`; the base's four unless a rule says more)."""
        self.passes_hold = any(r.passes_hold for r in self.rules)
        """A pass holds until the field clears (:attr:`Rule.passes_hold`)."""
        self.lead_may_pass = any(r.lead_may_pass for r in self.rules)
        """The leader may pass (:attr:`Rule.lead_may_pass`)."""
        self.refused_passes = any(r.refused_passes for r in self.rules)
        """A refused play counts as a pass (:attr:`Rule.refused_passes`)."""

    def relax_for_only(self, on: int) -> dict[Failure, tuple[Rule, ...]]:
        """:attr:`relax_for` with only the rules of :attr:`relax` whose bit is set in ``on`` (made once each)."""
        if on == (1 << len(self.relax)) - 1:
            return self.relax_for
        only = self._relax_only
        got = only[on] if on < len(only) else None
        if got is None:
            keep = [r for i, r in enumerate(self.relax) if on >> i & 1]
            got = {f: tuple(r for r in rs if r in keep) for f, rs in self.relax_for.items()}
            if on < len(only):
                only[on] = got
        return got

    def forbid_for(self, player: int) -> tuple[Rule, ...]:
        """:attr:`forbid` without the rules waived for ``player`` (:meth:`is_waived`: fixed for a rule set)."""
        known = self._forbid_for
        got = known[player] if 0 <= player < len(known) else None
        return got if got is not None else self._kept_unwaived(known, self.forbid, player)

    def forbid_pass_for(self, player: int) -> tuple[Rule, ...]:
        """:attr:`forbid_pass` without the rules waived for ``player`` (as :meth:`forbid_for`)."""
        known = self._forbid_pass_for
        got = known[player] if 0 <= player < len(known) else None
        return got if got is not None else self._kept_unwaived(known, self.forbid_pass, player)

    def _kept_unwaived(self, known: list[tuple[Rule, ...] | None], rules: tuple[Rule, ...],
                       player: int) -> tuple[Rule, ...]:
        """``rules`` without those waived for ``player``, kept in ``known`` at the seat (:meth:`forbid_for`)."""
        got = tuple(r for r in rules if not self.is_waived(r, player))
        if player >= 0:
            while len(known) <= player:
                known.append(None)
            known[player] = got
        return got

    def is_waived(self, rule: Rule, player: int) -> bool:
        """Whether another rule in force switches ``rule`` off for ``player``."""
        for w in self._waivers:
            ids = w.waived_ids()
            if (rule.id in ids or not rule.tags.isdisjoint(ids)) and w.applies(player):
                return True
        return False

    def waived(self, rule_id: str, player: int) -> bool:
        """As :meth:`is_waived`, by id or tag."""
        return any(rule_id in w.waived_ids() and w.applies(player) for w in self._waivers)

    def owner(self, rule_id: str | None, holder: int | None) -> Rule | None:
        """The rule in force with this id and holder."""
        for r in self.rules:
            if r.id == rule_id and r.holder == holder:
                return r
        return None

    def window_rule(self, kind: str) -> Rule | None:
        """The rule in force whose out-of-turn window has this kind."""
        for r in self.window_actions:
            if kind in r.window_kinds:
                return r
        return None

    def find(self, rule_id: str) -> list[Rule]:
        """Every instance in force with this id (one law, or house rules)."""
        return [r for r in self.rules if r.id == rule_id]

    def __contains__(self, rule_id: object) -> bool:
        return any(r.id == rule_id for r in self.rules)

    def __iter__(self) -> Iterator[Rule]:
        return iter(self.rules)

    def __len__(self) -> int:
        return len(self.rules)

    # declared for the type checker; filled in __init__
    candidates: tuple[Rule, ...]
    relax: tuple[Rule, ...]
    forbid: tuple[Rule, ...]
    lifts: tuple[Rule, ...]
    observe: tuple[Rule, ...]
    card_effect: tuple[Rule, ...]
    play_effect: tuple[Rule, ...]
    on_finish: tuple[Rule, ...]
    on_first_place: tuple[Rule, ...]
    on_field_clear: tuple[Rule, ...]
    last_places: tuple[Rule, ...]
    on_phase: tuple[Rule, ...]
    adjust: tuple[Rule, ...]
    lay: tuple[Rule, ...]
    forbid_pass: tuple[Rule, ...]
    exchange_options: tuple[Rule, ...]
    exchange_queue: tuple[Rule, ...]
    window_actions: tuple[Rule, ...]
    reread: tuple[Rule, ...]
    explain: tuple[Rule, ...]
    faces: tuple[Rule, ...]
    starts: tuple[Rule, ...]


_RELAX_LISTED: Final = 12
"""With at most this many ``relax`` rules in force, :meth:`RuleSet.relax_for_only` keeps its answers in a list of
``2 ** len(relax)`` entries (4,096 at most); with more, it makes each anew."""

LISTING_RELAX: Final = 200
"""The key, plus the player's seat, under which a listing keeps :func:`relaxing_now`'s answer in
:attr:`Table.listing_memo` (an int: no rule's key, and apart from the group bounds' ``-1 - seat``; below 256, one
of the ints Python makes once: compiled, a larger one is a new object at each read)."""


def relaxing_now(state: Table, player: int) -> dict[Failure, tuple[Rule, ...]]:
    """:attr:`RuleSet.relax_for` without the rules whose :meth:`Rule.may_relax` says no for ``player`` now.

    While the plays are listed, the listing's own answer (each precondition asked once a listing: a rule's
    candidates that ask which failures a rule may waive now read it); otherwise asked."""
    rules = state.rules
    if not rules.relax:
        return rules.relax_for
    memo = state.listing_memo
    if memo is not None:
        got = memo.get(LISTING_RELAX + player)
        if got is not None:
            return got  # type: ignore[return-value]  # only this function stores under this key
    on = 0
    relax = rules.relax
    for i in range(len(relax)):  # not enumerate: compiled, that makes a tuple per rule
        if relax[i].may_relax(state, player):
            on |= 1 << i
    out = rules.relax_for_only(on)
    if memo is not None:
        memo[LISTING_RELAX + player] = out
    return out
