"""What each chapter of a visual novel about a contest between two rivals says (`story_chapters`)."""

from __future__ import annotations

from romsmith.designer.genres.story_say import a, b, n, p

CONTEST = {
    "opening": {
        "lines": [
            n("<When>, {place} is [crowded|buzzing|packed|restless]. [Everyone|The whole room] talks of {goal}."),
            n("[Soon|In two days|At the end of the week], {town} [decides|settles] {goal}. <Sound>."),
            n("You [check|sort|polish|count] your things [twice|for the third time|again]. <Feel>."),
            a("happy", "<Hey>, {p}! [There you are|I was looking for you|Good, you came]. [Ready|Nervous]?"),
            p("[Ready enough|Not really|I think so|Ask me tomorrow]. [Is that {b}|Who is that] by the door?"),
            b("neutral", "[Well, well|Oh, look|Ha], {p}. [Still dreaming of|Still after] {goal}? [Cute|How sweet]."),
            a("sad", "[Ignore|Do not listen to|Never mind] {b}. [That one just wants|They only want] to rattle you."),
            b(
                "happy",
                "[Rattle? Me?|Me? Never.] [I have won before|I never lose], and {goal} [stays|comes home] with me.",
            ),
            p("[We will see about that|Talk is cheap], {b}. [I have worked for this|This year is mine]."),
            n(
                "[Outside|Through the window], [lanterns swing|flags flap] over {town}. [Everyone has come|All are ready] for {goal}."
            ),
            n("[The room goes quiet|Heads turn|Somebody whistles]. [Everyone|Half of {town}] is watching you."),
            a(
                "neutral",
                "[Stay|Work] with me tonight, {p}. [We will go over it once more|I will show you what I know].",
            ),
            b(
                "neutral",
                "Or [come with me|walk with me], {p}, and [see how a winner gets ready|learn something real].",
            ),
        ],
        "answers": [
            (
                "[Stay with {a}|Work with {a}]",
                a("happy", "[Good|Wonderful|I knew it]! [Let us start|Sleeves up] [from the top|right now]."),
            ),
            (
                "[Go with {b}|Follow {b}]",
                b("happy", "[Curious, are we?|Brave.|Interesting.] [Watch and learn|Keep up], {p}."),
            ),
        ],
    },
    "interlude": {
        "lines": [
            n("<When>, you walk [home|back] through {town}. <Sound>."),
            n("You [cannot sleep|lie awake|stare at the ceiling]. [You keep thinking of|You dream of] {goal}."),
            p("[One step at a time|I can do this|Tomorrow, then]. [I have to be ready|No more doubts]."),
        ],
    },
    "with_a": {
        "lines": [
            n(
                "[Later|After dark|When the others leave], {a} [takes you|leads you] to a [quiet corner|back room] of {place}."
            ),
            a("happy", "[Thank you for staying|I am glad you stayed], {p}. [It means a lot|Not many would].", "side_a"),
            n("{a} [says little at first|does not smile] after your [evening|walk] with {b}.", "side_b"),
            a(
                "neutral",
                "[Years ago|Long ago|When I was young], I [wanted|dreamed of] {goal} too. [I lost|I came second].",
            ),
            p("[What happened?|Why?|What went wrong?] [You never told me|I did not know]."),
            a(
                "sad",
                "I [listened to|copied] [everyone but myself|the loud ones]. [I lost my way|I forgot my own hands].",
            ),
            a(
                "neutral",
                "[The judges|People] [never want|do not want] [tricks|fireworks]. They want [you|something true] in it.",
            ),
            p("[And if I fail|What if I lose]? [Everyone will see|In front of everyone]?"),
            a(
                "happy",
                "[Then you lose as yourself|Then you fail as yourself]. [That is no shame|I will still be proud], {p}.",
            ),
            a("neutral", "[So here is|This is] [the one thing|all] I know, {p}: {key}. [Nothing more|That is all]."),
            a("happy", "[Say it back to me|Repeat it|Remember it]. {Key}. [Not a trick|No tricks], just that."),
            n("{a} [watches you closely|waits|leans in]. [It matters a great deal|It is not a small question]."),
            a("neutral", "[Do you trust me|Will you trust me] on this, {p}? [Honestly|No matter what {b} says]?"),
        ],
        "answers": [
            (
                "[I trust you|I believe you]",
                a("happy", "[Then we are ready|Then nothing can stop us]. [Now rest|Sleep well], {p}."),
            ),
            (
                "[I am not sure|I will see]",
                a("sad", "[I see|Fair enough]. [Maybe {b} is right about me|Then find your own way]."),
            ),
        ],
    },
    "with_b": {
        "lines": [
            n("<When>, {b} [is waiting for you|catches you] [outside|at the door|by the well]."),
            b(
                "happy",
                "[You came with me last night|You listened last night]. [That was smart|I like that].",
                "side_b",
            ),
            b(
                "neutral",
                "[Had a nice evening|Did {a} tell you stories] last night, {p}? [I thought so|Sweet].",
                "side_a",
            ),
            b("neutral", "[Let me be honest|Here is the truth]: [{a} has not won in years|{a} is stuck in the past]."),
            p("[{a} knows a lot.|That is not fair.|Why tell me this?] [{a} has been good to me.|I do not believe it.]"),
            b("sad", "[Maybe|Perhaps|Fine]. But I [want|need] {goal} [more than anyone|more than you know]."),
            b(
                "neutral",
                "I grew up [with nothing|in a cold kitchen|on the streets of {town}]. [Winning is all I have|Nobody gave me anything].",
            ),
            p("[I did not know that|I am sorry], {b}. [Truly|Really]."),
            b("sad", "[Do not pity me|Keep your pity]. [Just listen|Just hear me out], {p}."),
            b("neutral", "[Take it from me|Here is a real tip]: {bkey}. [That is how you win|Judges love it]."),
            n("[It sounds|That sounds] [clever|easy|tempting]. [Too easy, maybe|But is it true]?"),
            b("neutral", "[So|Well], {p}? [Are we friends now|Do you believe me|Can I count on you]?"),
        ],
        "answers": [
            (
                "[I believe you|You may be right]",
                b("happy", "[Smart|Good|Excellent]. [See you at {there}|We will talk again]."),
            ),
            (
                "[I do not trust you|Not a chance]",
                b("neutral", "[Your loss|Suit yourself|Pity]. [We will see who is right|See you at {there}]."),
            ),
        ],
    },
    "clue": {
        "lines": [
            n("[One last practice|A last run-through] before {goal}. [The room is yours|Nobody else is here]."),
            n("You [set out|lay out] your things [one by one|in a row]. <Sound>."),
            n("There is [time|only time] to [practise|get right] one thing. [But which one|Which will it be]?"),
            p("[{a} said|{a} told me] {key}. [And {b} said|But {b} said] {bkey}. [Hm.|Who is right?]"),
            p("[{a} has never lied to me|I want to trust {a}]... [but {b} has won before|but {b} seems so sure]."),
            a("happy", "[Steady now|Breathe], {p}. [You know what to do|Remember our talk].", "trust_a"),
            b("neutral", "[Do not forget|Remember], {p}: {bkey}. [Trust me|That is the secret].", "trust_b"),
            n("[The clock ticks|Time runs short|The light fades]. [What will you practise?|Make your choice.]"),
        ],
        "answers": {
            "right": n("[It feels right|Your hands remember]. [Slowly, it all makes sense|You feel ready]."),
            "wrong": n(
                "[It feels clumsy|Something is off|Your hands feel wrong]. [But there is no time left|Too late to change now|It will have to do]."
            ),
        },
    },
    "reveal": {
        "lines": [
            n("[Late that night|Hours before {goal}|In the small hours], [a knock|a voice] at the door."),
            b(
                "sad",
                "[I have to tell you something|Listen, please], {p}. [My tip|What I told you] was a trick.",
                "trust_b",
            ),
            b("sad", "I [wanted|needed] {goal} [so badly|too much]. [I am sorry|I am not proud of it].", "trust_b"),
            n(
                "[Outside|Down the hall] you hear {b} [laughing|boasting] about [the tip|the lie] that fooled you.",
                "!trust_b",
            ),
            a(
                "sad",
                "[I never told you|Nobody knows this]: when I lost, {b} [was the one who beat me|was my pupil].",
                "trust_a",
            ),
            a("neutral", "[Do not make my mistake|Be yourself tomorrow|Win it your way], {p}.", "trust_a"),
            n(
                "{a} [does not come by|stays away] [tonight|this time]. [You wonder why|The room feels empty].",
                "!trust_a",
            ),
            n("[The house is still|All is quiet] again. You [think over|turn over] [what you heard|every word]."),
            n("[You lie awake|You cannot sleep|Dawn comes slowly]. <Feel>."),
        ],
    },
    "decision": {
        "lines": [
            n("[{there} is full|Crowds fill {there}|{there} is packed]. [The judges sit down|Three judges wait]."),
            n("[Every eye|The crowd] [is on you|holds its breath]. [This is it|No going back]. <Feel>."),
            a("neutral", "[Do it your own way|Do it the way we practised], {p}. [It is good|You are ready]."),
            b("neutral", "[Your way will fail|Last chance|Think hard], {p}. [Do it my way|Do it like me]."),
            n(
                "The judges [taste|look at] [{b}'s entry|the others] first. [They nod|They smile]. [Hard to beat|Very good]."
            ),
            p("[Here goes|Now or never]. [For {goal}|For {a}|For everyone who believed in me]."),
            a(
                "happy",
                "[You stayed with me|You helped me] [before|that night], {p}. [I will not forget it|Thank you].",
                "side_a",
            ),
            b(
                "happy",
                "[You listened to me|You came along] [before|that night], {p}. [That counts|Remember that].",
                "side_b",
            ),
            n("[The judges wait|A bell rings|Silence]. [It is your turn|Your turn at last]."),
        ],
        "answers": [
            ("[My own way|Our way]", a("happy", "[That is my {p}|Yes]! [Go on|Show them].")),
            ("{b}'s way", b("happy", "[Ha|Good]. [We will see|Wise choice], {p}.")),
        ],
    },
    "a_side": {
        "lines": [
            n("[The judges look at each other|The judges whisper]. [It takes forever|Nobody breathes]."),
            n("[At last|Finally], the [oldest|head] judge [stands up|clears their throat]. <Sound>."),
            a("happy", "[Look at their faces|Look], {p}! [I think|Maybe] [they liked it|this is it]."),
        ],
    },
    "good_end": {
        "lines": [
            a("happy", "{p} wins {goal}! [I knew it|We did it|Told you]!"),
            b("neutral", "[Well done, {p}|You earned it]. [Thank you for the truth|Next time, I win fair].", "trust_b"),
            b("sad", "[Enjoy it|Fine], {p}. [Next year, I win|This is not over].", "!trust_b"),
            a(
                "happy",
                "From [the first night|that first evening], {p}. [That is where it began|I will never forget it].",
                "side_a",
            ),
            n("[Laughter fills {there}|{there} cheers for {p}] [until late|into the night]."),
            a("happy", "[Now, shall we eat|Let us celebrate]? [You earned it|My treat], {p}."),
            n("[Years later|Even now], people in {town} [still talk about|remember] the day {p} won."),
        ],
    },
    "hollow_end": {
        "lines": [
            a("neutral", "You won, {p}. [But you doubted me|But you never trusted me]."),
            b("sad", "[Enjoy it|Well done]. [Half of it was luck|You did not even believe in it]."),
            n("You hold {goal}. [It feels lighter than you hoped|It feels like nothing at all]."),
        ],
    },
    "short_end": {
        "lines": [
            n("[The judges frown|One judge shakes their head]. [So close|Almost]. [Not quite|Not enough]."),
            a("sad", "You trusted me, {p}. But you [practised|worked on] the wrong thing."),
            b("happy", "I win {goal}! [Better luck next year|Nice try], {p}."),
        ],
    },
    "other_end": {
        "lines": [
            b("happy", "I win {goal}! [Thanks for listening|Thanks for the help], {p}."),
            a("sad", "[That was not you|That was not your way], {p}. [Next year|Maybe next time]."),
        ],
    },
}
