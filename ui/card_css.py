"""The card pictures' rules for narrow boxes, split from ui/cards.py (the pictures): the rules
every table picture carries in its own style for a phone-wide box (:data:`PHONE_CSS`, and its
fans by the card width, :func:`hand_fan_css`, :func:`top_fan_css`), and the app's page rules
for rows of cards to tick and a trick laid out in one row (:data:`TICKS_PHONE_CSS`,
:data:`TRICK_PHONE_CSS`, app.py), and the red of the cards and suits in the pages' words
(:data:`RED_TEXT_CSS`, app.py). CSS text only: nothing here draws a card."""

from __future__ import annotations

from ui.card_faces import BLACK, RED

# The widow's cards overlapped as a hand is, at every width: its faces 18 px apart (of 48 px,
# each corner index showing), its backs 10 px (tb-backs: a side hand's back strip, a fifth of
# a card; nothing to read on them). At 1400 px Rounce's six backs side by side (306 px) left
# its pool no room beside the trumps and the widow: the panel stood two rows at every step
# with the widow drawn, the pool alone in the second (/rounce-learn?step=deal; as_rams, its
# panel 358 px beside six seats, still did with the backs 18 px apart). A table with a widow
# carries it in its own style (ui.games.pool, TableView.css), as every table carries its phone
# rules (a notebook has no page stylesheet); no other table has it.
OVERLAP_CSS = (
    ".tb-felt .tb-overlap>*+*{margin-left:-30px}"
    ".tb-felt .tb-overlap.tb-backs>*+*{margin-left:-38px}"
)

# The rules for a table in a phone-wide box (a container query on the picture's own box, so a
# narrow column gets them too, and nothing else does): the seats and the extras drawn smaller
# (zoom keeps the overlaps of a side hand), tighter gaps, the hands across the table fanned,
# and the reader's seat without cards on one line, so the trick, the seats and the learner's
# cards under the table fit one 390×844 screen. Every picture carries them in its own style
# (table_html): a notebook has no page stylesheet, and its six-card hands wrapped at 390 px.
PHONE_CSS = (
    "@container tb-table (max-width: 480px){"
    ".tb-felt{padding:8px 6px !important;gap:8px 16px !important}"
    # (not the side seats: under the trick here, each has half the row, and at .8 their fanned
    # faces' corner indices could not be read, learner walk: Spoil Five's order_diamonds)
    ".tb-felt [data-place=top],.tb-felt [data-place=bottom]{zoom:.8}"
    # the hands across the table fanned (each card's corner index still shows), so two fit a row
    # ([role=img]: a face, an inline <svg> in the app, a notebook's <img> of one: as_images)
    ".tb-felt [data-place=top] [role=img]+[role=img]{margin-left:-24px}"
    # two seats across the table share their row, each one's tags wrapping in its own box: at
    # five hands P2's 'stands', 'changed 4', '1 trick' beside P3's 'leads next', 'stands',
    # 'kept his cards', '1 trick' stood a row each, the table 73 px taller (Five-card Loo, the
    # learner passed, 390 px); three still wrap as they fall
    ".tb-felt div:has(>[data-place=top]):not(:has(>:nth-child(3))){flex-wrap:nowrap !important}"
    ".tb-felt .tb-mid{gap:6px !important}"
    ".tb-felt .tb-extras{zoom:.85;gap:6px 14px !important;flex-basis:100% !important}"
    # the side panel compact, so that its items stand side by side, not one a row (Rounce's
    # and Bierspiel's tables stood 710-870 px tall at 390 px, their trumps, widow and pool or
    # crosses one under another): the suit's sign smaller, the widow overlapped as a hand is
    # (each card's corner index still shows), a list of lines (the crosses) as many a row as
    # fit (three columns of their widths had run off both sides of the table once two seats'
    # lines said '(1 wiped out this deal)': 'nps ♥', 'sses (points left)', Bierspiel at five,
    # 390 px, seed 1, trick 2);
    # an item with a note under its head (tb-note: 230 px wide at most, Spoil Five's trumps
    # and pool) takes 150 px of the line and what is left: two such stood one a line
    ".tb-felt .tb-sign{font-size:26px !important}"
    ".tb-felt .tb-overlap{gap:0 !important}"
    ".tb-felt .tb-overlap>*+*{margin-left:-30px}"
    ".tb-felt .tb-lines{display:flex;flex-wrap:wrap;gap:0 14px}"
    ".tb-felt .tb-extras>div:has(.tb-note){flex:1 1 150px}"
    # a note on a line of its own takes the line (Spoil Five's and Forty-Five's "Now", three
    # lines in 230 px under its head, which stands beside it: tb-beside), and a suit's sign or
    # the turned card stands beside its note ("P3 robbed the A♣"), not over it: with a refused
    # card's reason under the learner's cards, their tables left the trick above the screen
    ".tb-felt .tb-extras .tb-note{max-width:none !important}"
    ".tb-felt .tb-extras>div:has(>div>.tb-beside){flex-direction:row !important;gap:8px !important}"
    ".tb-felt .tb-extras div:has(>.tb-sign+.tb-note),"
    ".tb-felt .tb-extras div:has(>[role=img]+.tb-note){display:flex;align-items:center;gap:8px}"
    # the side seats under the trick share its row, half each: their tags ("dealer", "took up
    # the trump") a line each in a fan-wide box stood the box twice as tall as its neighbour's
    ".tb-felt .tb-mid>.tb-side{flex:1 1 0;max-width:190px}"
    ".tb-felt .tb-side>[data-place]{width:auto !important}"
    # ... their tags a little tighter still, so a seat to lead that deals and has a trick reads
    # 'P3 [P1+P3] [leads next]', '[dealer] [1 trick]' (it took three lines, Forty-Five seed 9
    # at four hands, trick 3), and six hands' 'P5 [P1+P3+P5] [dealer]' one; the two boxes'
    # tops level (the shorter stood centred beside the taller; each keeps its own height: a
    # seat with no cards drawn is a small box, test_empty_seat_compact)
    ".tb-felt .tb-mid>.tb-side{align-self:flex-start}"
    ".tb-felt .tb-side>[data-place]{padding-left:4px !important;padding-right:4px !important}"
    ".tb-felt .tb-side>[data-place]>:first-child>span{padding:1px 3px !important}"
    # and a side seat's count ("3 cards", "1 face down") beside its fan where there is room,
    # not a line of its own under it (the fan of a hand half played is half the box wide)
    ".tb-felt .tb-side>[data-place]{display:flex;flex-wrap:wrap;align-items:flex-end;"
    "column-gap:6px}"
    ".tb-felt .tb-side>[data-place]>:first-child{flex:0 0 100%}"
    ".tb-felt [data-place=bottom]>div:first-child{display:inline-block;margin:0 6px 0 0 !important}"
    "}"
    # narrower still (JupyterLab at 390 px, its sidebar closed: a 274 px output), the reader's
    # own hand fans too, by as much as the box lacks (none at 330 px, its full 20 px by 250), so
    # six cards keep one line down to 250 px, each corner index still showing
    "@container tb-table (max-width: 330px){"
    ".tb-felt [data-place=bottom] [role=img]+[role=img]"
    "{margin-left:clamp(-20px,calc((100cqi - 330px) / 4),0px)}"
    "}"
)


def _fan_margin(width: int, room: str, gaps: int | str, most: int, least: int) -> str:
    """How far each face after the first of a fan steps back over the one before (a negative
    ``margin-left``): faces ``width`` px wide, drawn 4 px apart, share out the ``room`` (a CSS
    length) the row has, overlapping as much as it lacks, never more than ``most`` px over the
    card before nor less than ``least`` px (0: side by side where they fit). ``gaps``: how
    many steps the fan takes (its cards less one: a number, or a CSS expression). The one
    formula of the reader's own fanned hand (:func:`hand_fan_css`) and the seats across the
    table (:func:`top_fan_css`)."""
    return (
        f"margin-left:clamp(-{most}px,"
        f"calc(({room} - {width}px) / {gaps} - {width + 4}px),{least}px)"
    )


def hand_fan_css(width: int) -> str:
    """In a phone-wide table (480 px and under) a hand of seven or eight across the bottom
    (four-hand Sixty-Six's, in a Quiz or Learn picture) fans on one line, each face ``width``
    px, overlapping as much as the row lacks (none where it fits): its eight faces stood six
    and two, 65 px more between the trick and the question's Check (829 px at 360x800, the
    room 740). The lengths are the seat's (zoom .8: 100cqi, the table's width, times 1.25);
    its row has the table less 32 px (the felt's, the seat's padding and borders)."""
    row = ".tb-felt [data-place=bottom] div:has(>[role=img]"
    room = "(100cqi - 32px) * 1.25"
    fans = "".join(
        f"{row}{last})>[role=img]+[role=img]{{{_fan_margin(width, room, n - 1, width // 2, 0)}}}"
        for n, last in ((7, ":nth-child(7):last-child"), (8, ":nth-child(8)"))
    )
    return (
        f"@container tb-table (max-width: 480px){{{row}:nth-child(7))"
        f"{{flex-wrap:nowrap !important}}{fans}}}"
    )


def top_fan_css(width: int) -> str:
    """Two seats across the table share their row (ui.cards.places puts no more there) at every
    width, each hand of two to eight cards fanned as much as the seat's half of the row lacks,
    each corner index still showing (at most ``width`` less 14 px over the card before); more
    wrap as before. In a phone-wide table (480 px and under, :data:`PHONE_CSS`) each fans 24
    px a card at least: five cards (Spoil Five's and Forty-Five's at five hands, face down in a
    generated question or face up in a replay) stood four and one, the fifth under the others
    and out of the box's edge (a Quiz or Review question's picture at 390 px; four did at 320
    px). Wider, they lie side by side where they fit: at 481 to 640 px the second seat wrapped
    under the first, the seat after him in a line of his own (five, seven or nine hands, Learn's
    faces 56 px wide up to 640 px). The lengths are the seat's: in a phone-wide table (zoom .8)
    100cqi, the table's width, times 1.25, its half of the row half the table less the felt's
    padding and the gap between the two (14 px), less the seat's own padding and borders (24
    px); wider, half the table less the felt's padding and half the gap (14 px), less the
    seat's padding, borders and stripe (28 px)."""
    two = ".tb-felt div:has(>[data-place=top]+[data-place=top]):not(:has(>:nth-child(3)))"
    row = f"{two}>[data-place=top] div:has(>[role=img]:nth-child(2)):not(:has(>:nth-child(9)))"
    counts = "".join(
        f"{two}>[data-place=top] div:has(>[role=img]:nth-child({n}):last-child){{--tb-n:{n}}}"
        for n in range(2, 9)
    )
    # the fans are reckoned for half the table each, so neither seat may take more: a seat with
    # long tags ("dealer", "plays", "robbed the trump": Rounce's robbing dealer) stood 208 px
    # of a 390 px table's 342, and the other's four backs ran past its box and the felt's edge
    # (/rounce-quiz?seed=77&kind=legal_cards&level=1); its tags wrap within its half now. Half
    # the table, not half the row: on a wide page the seats' ring is only as wide as its seats
    # (the trumps and pool beside it), and half of it held a hand of five to 217 px, its last
    # two cards out of the box and under the other seat's (Five-card Loo's flush, 1400 px)
    rules = ""
    for query, room, least, half in (
        ("max-width: 480px", "((100cqi / 2 - 14px - 24px) * 1.25)", -24, "50% - 4px"),
        ("width > 480px", "(100cqi / 2 - 14px - 28px)", 0, "100cqi / 2 - 14px"),
    ):
        fan = _fan_margin(width, room, "(var(--tb-n) - 1)", width - 14, least)
        wide = f"{two}{{flex-wrap:nowrap !important}}" if least == 0 else ""
        rules += (
            f"@container tb-table ({query}){{{wide}{two}>[data-place=top]"
            f"{{max-width:calc({half})}}{row}{{flex-wrap:nowrap !important}}"
            f"{row}>[role=img]+[role=img]{{{fan}}}{counts}}}"
        )
    return rules


# The rows of cards to tick (ui.pages.card_ticks: Play's exchange, the Quiz's "which cards may you
# play"), by their keys. On a phone (a 326 px row at 390) a row of up to five keeps one line, the
# faces 54 px wide and 8 px apart: a five-card hand wrapped four and one at 390 px (Five-card
# Loo's exchange on Play, its lone card and the buttons under it below the screen; Rams' and
# Rounce's questions). Six (Sixty-Six's hand, Linger Longer's) keep one line too, 46 px wide and
# 4 apart (296 px, within a 375 px screen's 311 px row; at 72 px they stood three and three, 346 px
# of cards; at 48 px, 6 apart, five and one at 375); five and six narrow to a smaller row's width
# (_fit: a 360 px screen's 296 px row); seven or eight (four-hand
# Sixty-Six) stand four a line, 46 px wide (they ran three, three and two; at 54 px the question
# ran 24 px taller), and a box stands 6 px under its card, not 16 (10 px a line). On every page
# (app.py).
TICK_ROWS = ("tb-compose", "tb-quiz-cards")


def _fit(width: int, height: int, count: int, gap: int, spare: int = 0) -> str:
    """A face ``width`` by ``height`` px, narrower where ``count`` of them, ``gap`` px apart
    and ``spare`` px to spare, would not fit the row's width (100cqi: the row is its faces'
    container), its shape kept: at 360 px (a 296 px row) five at 54 px wrapped four and one,
    six at 46 five and one. A card's name under its face (a ten's, 46 px) keeps its cell that
    wide however small the face: ``spare`` leaves it that room."""
    share = f"(100cqi - {gap * (count - 1) + spare}px) / {count}"
    return f"--tb-w:min({width}px,{share});width:var(--tb-w);height:calc(var(--tb-w) * {height} / {width})"


_FIVE, _SIX, _MORE = (
    ":not(:has(> :nth-child(6)))",
    ":has(> :nth-child(6)):not(:has(> :nth-child(7)))",
    ":has(> :nth-child(7))",
)
TICKS_PHONE_CSS = (
    "@media (max-width: 640px) {"
    + "".join(
        f".st-key-{row}{_FIVE} {{gap:.5rem;container-type:inline-size}}"
        f".st-key-{row}{_FIVE} svg[data-card] {{{_fit(54, 76, 5, 8)}}}"
        f".st-key-{row}{_SIX} {{gap:4px;container-type:inline-size}}"
        f".st-key-{row}{_SIX} svg[data-card] {{{_fit(46, 64, 6, 4, spare=4)}}}"
        f".st-key-{row}{_MORE} {{display:grid;grid-template-columns:repeat(4,max-content);gap:.5rem}}"
        f".st-key-{row}{_MORE} svg[data-card] {{width:46px;height:64px}}"
        f".st-key-{row} > * > [data-testid=stVerticalBlock] {{gap:6px}}"
        # a row under 290 px (a 320 px screen's 256): a box 2 px from its card's name, not 8,
        # so that a ten's name ('10♣', 46 px) keeps six to a line (they stood five and one)
        f"@container (max-width: 290px) {{.st-key-{row} label {{gap:2px}}}}"
        for row in TICK_ROWS
    )
    + "}"
)

# A trick laid out in one row (every table of 480 px and under: its narrow width, under which
# the cross becomes a row, is 480 or more) keeps inside the table: the columns give way to the
# row's width, and the faces and the dashed spaces narrow with them, their shape kept. The
# Review page's question picture at 320 px (in its bordered box, a 256 px table) drew a trick
# of four at 64 px, 74 apart, 15 px past the table's right edge and as far past its left
# (Rams', Rounce's, Forty-Five's, Napoleon's and Linger Longer's 'who wins the trick?').
# Every table carries it in its own style (ui.cards._table_style), as it carries PHONE_CSS: a
# notebook has no page stylesheet, and JupyterLab at 390 px (its left sidebar closed) gives an
# output 274 px wide, where Napoleon's 'who wins this trick?' drew its four cards past both
# edges of the table, K♣ and Q♣ cut (nbread4). The app's pages (app.py) carry it too.
TRICK_PHONE_CSS = (
    "@container tb-table (max-width: 480px){"
    ".tb-felt .tb-trick .tb-cross{"
    "grid-template-columns:repeat(var(--tb-cols),minmax(0,var(--tb-col))) !important}"
    ".tb-felt .tb-cross>div>:first-child{"
    "max-width:calc(100% - 8px);height:auto !important;aspect-ratio:5/7}"
    ".tb-felt .tb-trick .tb-wait{"
    "min-width:min(calc(var(--tb-cols) * var(--tb-col)),100%) !important}}"
)

# The red of ♥ and ♦ in the pages' words is the faces' (RED), wherever it stands (app.py):
# - Markdown's ":red[K♥]" (ui.format.md, a lesson's prose) is drawn in Streamlit's darker red
#   (rgb(158, 48, 59), the theme's redTextColor, which st.error's text uses too) beside faces
#   in rgb(198, 40, 40): a caption's, a step's and a heading's red cards in another red than
#   the cards they name. Every coloured text of the app is a red card (:red is its only colour
#   directive), so every one is the faces' red, a button's and a radio option's included.
# - On a primary button's green, where red text is unreadable (contrast 1.2:1), on a white
#   chip, as on a face (5.6:1); faded with a disabled button.
# - A tick box is named by its raw label ("A♦", "Hearts ♥"; Markdown would be read aloud as
#   written): a box that is one card ("A♦", no space in its name) red as a whole, at once; in
#   every box's label the red cards and suit signs alone, and no other word ("Hearts" stays
#   black, as on Napoleon's buttons), through the highlight "tb-red" that
#   ui/components/js/red_suits.js keeps over them.
# - In an error box (a wrong answer's "Not quite. The right answer: J♦ and 3♦."), whose own text
#   is Streamlit's dark red (rgb(158, 48, 59)), the red cards stood barely apart from the words
#   round them (/loo-quiz?question=q_must_trump at 1400 px): the box's words are the faces'
#   black, so its red cards and signs stand out in red, as on the faces (5.1:1 on its pink).
RED_TEXT_CSS = (
    f".stMarkdownColoredText{{color:{RED} !important}}"  # (over its own style="")
    f'[data-testid="stAlertContentError"]{{color:{BLACK}}}'
    '[data-testid="stBaseButton-primary"] .stMarkdownColoredText'
    "{background:#fff;border-radius:3px;padding:0 .2em}"
    "button:disabled .stMarkdownColoredText{opacity:.4}"
    + ",".join(
        f'[data-testid="stCheckbox"]:has(input[aria-label$="{suit}"]:not([aria-label*=" "])) '
        '[data-testid="stMarkdownContainer"] p'
        for suit in "♥♦"
    )
    + f"{{color:{RED}}}"
    f"::highlight(tb-red){{color:{RED}}}"
)
