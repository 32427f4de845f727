"""What each chapter of a visual novel about a choice of whom to trust says (`story_chapters`)."""

from __future__ import annotations

from romsmith.designer.genres.story_say import a, b, n, p

CHOICE = {
    "opening": {
        "lines": [
            n("<When>, {place} is [quiet|still|empty]. [Too quiet|Strangely so]. <Sound>."),
            n(
                "[Today|This week], everything [in {town}|for you] [could change|will change]. [You can feel it|It is in the air]."
            ),
            a("happy", "{p}! [I was hoping you would come|There you are|You came]. [Sit, sit|Come in]!"),
            b("neutral", "{p}. [We need to talk|A word], [before it is too late|while there is time]."),
            p("[What is going on?|What is this about?] [You both look so serious.|Why the long faces?]"),
            a("sad", "{b} wants you to [leave|go away] with them, {p}. [Far away|For good]. [Do not go|Please, no]."),
            b(
                "happy",
                "[A new life|Another life], {p}. [Bigger than {town}|Away from all this]. [Think of {goal}.|Imagine.]",
            ),
            a(
                "sad",
                "[And everyone here?|And us?] [Just like that?|All of it, gone?] [Your whole life|Everything you love] is here, {p}.",
            ),
            b(
                "neutral",
                "[Choose, {p}|Well, {p}]. [I cannot wait forever|I leave soon]. [Walk with me a while|Come and see].",
            ),
            n("[Neither of them|Nobody] [looks away|says more]. [The clock|The kettle] [ticks|sings] on. <Feel>."),
        ],
        "answers": [
            (
                "[Stay with {a}|Sit with {a}]",
                a("happy", "[Then stay|Good]. [It will be all right|Tea, then]. [Like old times|Like before]."),
            ),
            (
                "[Walk with {b}|Hear {b} out]",
                b("happy", "[Good|Wonderful]. [There is so much to show you|Let me show you]. <Hey>, come."),
            ),
        ],
    },
    "interlude": {
        "lines": [
            n("<When>, you walk [alone|through {town}] and think. <Sound>."),
            n("[Stay or go|Go or stay]. [Two roads|Two lives]. [And only one of you|Only one {p}]."),
            p("[I wish|If only] [somebody could choose for me|I knew what was right]."),
        ],
    },
    "with_a": {
        "lines": [
            n("[Later|That afternoon|After lunch], {a} [takes you|walks you] to [an old place|a place you both know]."),
            a(
                "happy",
                "[You stayed with me|You sat with me] before, {p}. [It was like old times|I was so glad].",
                "side_a",
            ),
            n("{a} [is quiet|walks ahead] [after your walk with {b}|since you went with {b}].", "side_b"),
            a("neutral", "[Do you remember|Remember] [the summer|that winter] we [were small|were children] here?"),
            p("[How could I forget|Of course]. [We were always together|We did everything together]."),
            a("sad", "[I was afraid|I thought] you [would forget|had forgotten]. [That you would leave|People leave]."),
            p("[I have not forgotten|How could I]. [But I cannot stay small forever|But things change], {a}."),
            a("neutral", "[I know|Maybe]. [I only want you to be sure|Just be sure], {p}. [That is all|Nothing else]."),
            a(
                "neutral",
                "[If you ever doubt me|When you are not sure], {p}, look at {key}. [It says it all|You will see].",
            ),
            n("{a} [looks at you|smiles] [for a long time|without a word]. <Sound>."),
            a("neutral", "[Do you trust me|Can you trust me], {p}? [Still|After all these years]?"),
        ],
        "answers": [
            (
                "[I trust you|Always]",
                a("happy", "[Then nothing else matters|Good]. [We will be all right|Thank you], {p}."),
            ),
            ("[People change|I am not sure]", a("sad", "[I see|Oh]. [Maybe they do|Maybe you have], {p}.")),
        ],
    },
    "with_b": {
        "lines": [
            n("<When>, {b} [finds you|is waiting] [by the gate|at the corner|on the road out]."),
            b("happy", "[You walked with me|You listened] before, {p}. [I liked that|That was brave].", "side_b"),
            b("neutral", "[Back from {a}'s|Did {a} tell you old stories], {p}? [I thought so|Of course].", "side_a"),
            b(
                "neutral",
                "[Here is the offer|Let me be plain]: [a place of your own|work, a house, a future] [far away|over the sea].",
            ),
            p("[Why me?|What do you want from me?] [We barely know each other.|You hardly know me.]"),
            b("happy", "[I see something in you|You are wasted here]. [That is all|Nothing more]. <Sure>."),
            b(
                "neutral",
                "[I was like you once|I once stood where you stand]. [Stuck in {town}|Afraid to leave]. [I left|I went].",
            ),
            p("[And were you happy|Was it worth it], {b}? [Truly|Honestly]?"),
            b("happy", "[Every day|Most days]. [The world is big|There is so much out there], {p}."),
            b("neutral", "[Look at|Here is] {bkey}. [It is all arranged|Everything is ready]. [We leave soon|Soon]."),
            n("[It sounds|That sounds] [wonderful|easy|perfect]. [Too easy, maybe|But is it true]?"),
            b("neutral", "[So|Well], {p}? [Do you believe me|Can I count on you|Are you in]?"),
        ],
        "answers": [
            (
                "[It sounds wonderful|I believe you]",
                b("happy", "[Good|Wonderful]. [You will not regret it|See you soon], {p}."),
            ),
            (
                "[It sounds too good|I do not trust it]",
                b("neutral", "[Suit yourself|Your loss]. [The offer stands|Think it over], {p}."),
            ),
        ],
    },
    "clue": {
        "lines": [
            n("[That night|Alone at last], you go through your things. [Old things|A whole life] in [a box|a drawer]."),
            n(
                "[A ribbon|A button], [a stone|a shell], [old letters|a pressed flower]. [Each one a day|Each one a memory]."
            ),
            n("[There is only time|You only have the heart] to look at [one thing|one of them] [properly|tonight]."),
            p("[{a} said to look at|{a} told me about] {key}. [{b} gave me|And {b} left me] {bkey}."),
            a("happy", "[Take your time|Look closely], {p}. [You will see|It is all there].", "trust_a"),
            b(
                "neutral",
                "[Do not forget|Remember], {p}: {bkey}. [That is your future|That is what matters].",
                "trust_b",
            ),
            n("[The lamp flickers|The night goes on|Somewhere a clock strikes]. [Which will you look at?|Choose.]"),
        ],
        "answers": {
            "right": n(
                "[Inside|There], in {a}'s [hand|writing]: a promise, [kept for years|never broken]. [You understand|Now you see]."
            ),
            "wrong": n(
                "[It tells you nothing new|Just paper and ink|It means nothing to you]. [You put it away|Nothing|You sigh]. [The night is gone|Too late now|Morning comes]."
            ),
        },
    },
    "reveal": {
        "lines": [
            n("[Before dawn|Near midnight|Late that night], [a soft knock|a voice] at the door."),
            b(
                "sad",
                "[I have to tell you something|Listen], {p}. [The offer|What I promised] [is not what it seems|has a catch].",
                "trust_b",
            ),
            b(
                "sad",
                "[I need someone to take my place|I owe money, and you would pay it]. [I am sorry|I am not proud of it].",
                "trust_b",
            ),
            n(
                "[On the table|Under the door] you find a note: {b}'s offer [has a catch|is a trap]. [Nobody said|Not a word].",
                "!trust_b",
            ),
            a(
                "sad",
                "[I never said it|I was too scared to say it], {p}: [I need you here|I could not bear to lose you].",
                "trust_a",
            ),
            a(
                "neutral",
                "[Whatever you choose|Choose what you will], [I will understand|I will still care]. <Sure>.",
                "trust_a",
            ),
            n("{a} [does not come|stays away] [tonight|this time]. [The house feels empty|You miss {a}].", "!trust_a"),
            n("[Dawn comes slowly|You lie awake|The night is long]. <Feel>."),
            p(
                "[Stay or go|Go or stay]... [By morning I must know|Tomorrow I must say it]. [No more waiting|No more doubts]."
            ),
        ],
    },
    "decision": {
        "lines": [
            n("[At {there} the road splits in two|{there}. There is no more time|{there} at sunrise]."),
            n(
                "[Two roads.|One road each way.] [One back to {a}, one on with {b}.|{a} waits one way, {b} the other.] <Feel>."
            ),
            a("sad", "[Please|Stay], {p}. [Stay with me|Do not go]."),
            n(
                "[The wind|A cold wind] [pulls at your coat|blows down the road]. [Birds fly over|Somewhere a bell rings]."
            ),
            b("neutral", "[Come with me|Come], {p}. [Now or never|It is time]."),
            a(
                "happy",
                "[You stayed with me|You sat with me] [before|that first day], {p}. [I will not forget it|Thank you].",
                "side_a",
            ),
            b(
                "happy",
                "[You walked with me|You listened] [before|that first day], {p}. [That counts|Remember that].",
                "side_b",
            ),
            n(
                "[Whose side are you on?|It is time to choose.|Which road will it be?|Which way, then?|Now you must choose.] [Both of them wait.|Nobody speaks.|The wind drops.]"
            ),
        ],
        "answers": [
            ("Trust {a}", a("happy", "[I knew I could count on you|Thank you], {p}.")),
            ("Trust {b}", b("happy", "[Then let us go together|Good. We leave at once].")),
        ],
    },
    "a_side": {
        "lines": [
            n(
                "[The road ahead is clear|You take the first step|The sun comes up]. [Behind you, {b} sighs|{b} turns away]."
            ),
            a("happy", "[Together, then|Home, then], {p}."),
        ],
    },
    "good_end": {
        "lines": [
            a("happy", "[Look, {p}|See], [the sun is out again|the day is clear]. [We are together|You stayed]."),
            b(
                "sad",
                "[Maybe you chose right|You were wiser than me], {p}. [Thank you for listening|Take care].",
                "trust_b",
            ),
            b("neutral", "[Goodbye, then|Farewell], {p}. [I will find someone else|Your loss].", "!trust_b"),
            a(
                "happy",
                "[From the very first day|Right from the start], you [stayed|were here]. [That is you|I knew].",
                "side_a",
            ),
            n("[A new day starts|Spring comes to {town}], and you are not alone. <Sound>."),
            a("happy", "[Now, come inside|Come home], {p}. [Tea is ready|The kettle is on]."),
            n("[Years later|Long after], you still keep {key}. [Some choices you never regret|It was the right road]."),
        ],
    },
    "hollow_end": {
        "lines": [
            a("neutral", "[You are here.|You stayed.] [But are you with me, {p}?|But you doubted me, {p}.]"),
            b("sad", "[You chose|So be it]. [I hope you meant it|I hope it was worth it]."),
            n("[You stay|You are home]. [But something between you is broken|It is not the same]."),
        ],
    },
    "short_end": {
        "lines": [
            n(
                "[You hesitate|You wait too long|Your voice fails]. [You never looked at {key}|You never read what mattered|You missed what {a} kept]."
            ),
            a("sad", "[You do not understand, do you, {p}?|You never saw it, {p}.] [Then go.|Goodbye.]"),
            n("[By the time you understand|When you see it at last], {a} [is gone|has left {town}]."),
        ],
    },
    "other_end": {
        "lines": [
            b("happy", "[The road goes on|Off we go], {p}. [Come|Quickly now]."),
            a("sad", "[Goodbye, then|Go, then]. [I will miss you|I will wait], {p}."),
        ],
    },
}
