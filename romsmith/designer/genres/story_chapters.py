"""What each scene of the designer's visual novels says, by the kind of story: a contest, a mystery
or a choice (`story_lines` has the slots, the templates' options and the shared words).

A line is (speaker, expression, template, condition): the speaker "a", "b", "p" (the player) or
"" for narration, the condition a flag that must be set ("trust_a") or clear ("!trust_a") for
the line to be read, so what the player chose before changes what is said. A scene's "answers"
are (label, reply) in the order of its flags (`story.QUESTIONS`); the clue chapter's labels are
the tips or clues themselves (`story_lines.KEYS`) and its replies are "right" and "wrong".
"""

from __future__ import annotations


def n(text: str, when: str | None = None) -> tuple:
    return ("", "neutral", text, when)


def a(expression: str, text: str, when: str | None = None) -> tuple:
    return ("a", expression, text, when)


def b(expression: str, text: str, when: str | None = None) -> tuple:
    return ("b", expression, text, when)


def p(text: str, when: str | None = None) -> tuple:
    return ("p", "neutral", text, when)


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
MYSTERY = {
    "opening": {
        "lines": [
            n("<When>, {place} is [silent|cold|dark]. [Last night|Overnight], {goal} [vanished|was taken]."),
            n("[Nobody|Not one soul] in {town} [slept well|has an answer]. <Sound>."),
            n("You [step inside|arrive|take off your hat]. [Two people are waiting|Two faces turn to you]."),
            a("sad", "[I was here all evening|I never left the room]. [I saw nothing|I heard nothing], <sure>."),
            b(
                "neutral",
                "{a} was here, yes. [Alone|All alone], [for an hour|for a long time]. [Think about it.|Odd, no?]",
            ),
            a("sad", "{p}, [please|I beg you]. [You have to believe me|I would never take {goal}]."),
            b("happy", "[Facts|Proof], {p}. [Listen to the facts|Look at the facts], not the tears."),
            n(
                "[On the table|By the door] [is the empty case|stands the open box]. [Whoever did it|The thief] [was quick|knew the house]."
            ),
            p("[Nobody leaves {town}|Nobody goes anywhere] until I know [what happened|the truth]."),
            n("[A clock ticks|The fire crackles|Rain drums on the roof]. [Both of them watch you|Nobody moves]."),
            a("sad", "[Stay with me a moment|Sit with me], {p}. [I am so scared|My hands will not stop shaking]."),
            b(
                "neutral",
                "Or [hear me out first|come with me], {p}. [I saw things|I know things] {a} [will not say|hides].",
            ),
        ],
        "answers": [
            (
                "[Comfort {a}|Sit with {a}]",
                a("happy", "[Thank you|Oh, thank you]. [Nobody else even asked|You are kind], {p}."),
            ),
            (
                "[Hear {b} out|Listen to {b}]",
                b("neutral", "[Good|Wise]. [The truth is in the details|Facts first], {p}."),
            ),
        ],
    },
    "interlude": {
        "lines": [
            n("<When>, you walk [the halls|the rooms] and think it over. <Sound>."),
            n("[Somebody|One of them] is lying. [But who|The question is who], and [why|what for]?"),
            p("[Slowly|One thing at a time]. [Every lie leaves a mark|The truth always shows]."),
        ],
    },
    "with_a": {
        "lines": [
            n("[Later|Before supper|After an hour], you talk to {a} [alone|quietly] in a [small room|side room]."),
            a(
                "sad",
                "[Everyone|They all] [already think|have decided] it was me, {p}. [I can feel it|I see their faces].",
            ),
            a(
                "happy",
                "[You sat with me|You were kind to me] before, {p}. [I will tell you everything|Ask me anything].",
                "side_a",
            ),
            n(
                "{a} [will not look at you|is pale and quiet]. [Maybe|Perhaps] {b} [got there first|talked first].",
                "side_b",
            ),
            p("[Tell me about last night.|Where were you last night?] [All of it|Every minute], {a}."),
            a("neutral", "I [read by the fire|sat by the window|wrote letters]. [Then I heard it|Then it happened]."),
            a("sad", "A noise. [Near|Over by] {key}. [I was too scared to look|I stayed where I was]."),
            a(
                "neutral",
                "[Then footsteps|Then a door], [quick and light|soft and careful]. [Someone who knew the house|Someone in a hurry].",
            ),
            p("{Key}? [Are you sure|You are certain]? [Think hard|It matters], {a}."),
            a("neutral", "<Sure>. {Key}. [If anyone took {goal}|Whoever did it], [they went that way|it was there]."),
            n("[{a}'s hands shake|{a} twists a handkerchief]. [Fear, or guilt?|Hard to say which.]"),
            a("sad", "[Do you believe me|You do believe me], {p}? [Please|I need someone to]."),
        ],
        "answers": [
            (
                "[I believe you|Your story holds]",
                a("happy", "[Thank you|Oh, thank you]. [I feel I can breathe|That means everything]."),
            ),
            (
                "[Your story has holes|I am not sure]",
                a("sad", "[I see|Then I am alone]. [Ask {b}, then|Believe what you like]."),
            ),
        ],
    },
    "with_b": {
        "lines": [
            n("<When>, {b} [is waiting|sits waiting] for you [in the library|by the stairs|in the hall]."),
            b("happy", "[You listened to me|You heard me out] before, {p}. [Good instinct|Smart].", "side_b"),
            b("neutral", "[Done holding hands with {a}|Finished comforting {a}], {p}? [Good|Now to work].", "side_a"),
            b(
                "neutral",
                "[Let me make it simple|Here is what I saw]: {a} [was alone|had the chance], and {a} [lies|is lying].",
            ),
            p("[And you, {b}?|What about you, {b}?] [Where were you last night?|Tell me about your evening.]"),
            b("happy", "[In bed|Asleep|Reading], [of course|naturally]. [Nobody saw me, but|Alone, but] <sure>."),
            b(
                "neutral",
                "[I have lived in {town}|I have known this house] [for years|all my life]. [I know who is honest|I know everyone].",
            ),
            p("[You seem very sure|You have an answer for everything], {b}. [Why is that?|Interesting.]"),
            b("happy", "[Because I pay attention|Because I am not a fool], {p}. [Unlike some|You should try it]."),
            b("neutral", "[You want proof?|Proof?] [Look at|Search] {bkey}. [It is all there|You will see]."),
            n("[Too quick|Too smooth|Too sure]. [Or is it?|Or maybe {b} is simply right.]"),
            b("neutral", "[So|Well], {p}? [Do you believe me|Are we agreed|Do we understand each other]?"),
        ],
        "answers": [
            (
                "[That makes sense|I believe you]",
                b("happy", "[Good|Excellent]. [I knew you were clever|We will get there], {p}."),
            ),
            (
                "[You hide something|I do not buy it]",
                b("neutral", "[Careful|Mind yourself], {p}. [Accusations cost|That is a dangerous road]."),
            ),
        ],
    },
    "clue": {
        "lines": [
            n("[At last|Finally] you [are alone|have the house to yourself]. [Time to look around|Time to search]."),
            n(
                "[The rooms are dark|Every room is dark] and [cold|silent]. [Your lamp shakes|Shadows move] [a little|on the walls]."
            ),
            n("[There is only time|The night is short] to search [one place|one spot] [properly|well]."),
            p("[{a} spoke of|{a} heard a noise by] {key}. [{b} pointed at|{b} told me to look at] {bkey}."),
            a("happy", "[Good luck|Be careful], {p}. [Remember what I heard|Remember what I told you].", "trust_a"),
            b(
                "neutral",
                "[Do not waste time|Hurry], {p}. {Bkey}, [I told you|remember]. [It is obvious|Trust me].",
                "trust_b",
            ),
            n("[The candle burns low|Dawn is near|A floorboard creaks]. [Where will you search?|Choose well.]"),
        ],
        "answers": {
            "right": n("[There!|Look!] [A torn glove|A scrap of cloth|A button] that [belongs to|points to] {b}!"),
            "wrong": n(
                "[Nothing|Dust and nothing|Cobwebs|An old shoe]. [Only dust|Not a thing|No sign of anyone]. [Time is running out|The night is gone|Dawn is coming]."
            ),
        },
    },
    "reveal": {
        "lines": [
            n("[Before dawn|Near midnight|In the small hours], [a soft knock|footsteps] at your door."),
            a(
                "sad",
                "[I lied about one thing|I did not tell you everything], {p}. [I was not alone|I met someone].",
                "trust_a",
            ),
            a(
                "sad",
                "[A secret friend|My sister|An old love]. [Nobody can know|It is not a crime]. [But I took nothing|That is all].",
                "trust_a",
            ),
            n(
                "{a} [will not talk to you now|keeps the door shut]. [A secret|Something] stays [locked|hidden].",
                "!trust_a",
            ),
            b(
                "neutral",
                "[Still awake|Still here], {p}? [Funny|Strange]. [Nobody knows|Who told you] about {goal}'s [box|case].",
                "trust_b",
            ),
            n("[Outside|On the stairs] {b} [curses|mutters] and [hides|drops] something [shiny|small].", "!trust_b"),
            n("[Slowly|At last] [it comes together|the pieces fit]. <Feel>."),
            p(
                "[Tomorrow|In the morning], [everyone|the whole house] will hear [the truth|it]. [I am sure now|Or almost sure]."
            ),
        ],
    },
    "decision": {
        "lines": [
            n("[Everyone gathers at {there}|At {there} the truth must come out|{there} is full of people]."),
            n("[Every face|Every eye] turns to you. [Nobody breathes|Silence]. <Feel>."),
            p(
                "[Last night|Two nights ago], {goal} [vanished|disappeared] from {place}. [I have asked|I have listened to] [everyone|both of you]."
            ),
            b("happy", "[And|So]? [We are all waiting|Get on with it], {p}. [The answer is obvious|It is plain]."),
            a("sad", "[Say it|Tell them], {p}. [Say who you think it was|Name them]."),
            b("neutral", "[One of us did it|Well? One of us]. [Choose well|Do not embarrass yourself]."),
            a(
                "happy",
                "[You were kind to me|You sat with me] [before|that first night], {p}. [Thank you|I will not forget].",
                "side_a",
            ),
            b(
                "happy",
                "[You listened to me|You heard me out] [before|at the start], {p}. [That counts|Remember that].",
                "side_b",
            ),
            n("[Who took {goal}|Who did it]? [You must name someone|It is time]."),
        ],
        "answers": [
            ("It was {b}", b("sad", "[You... how did you know?|What? That is absurd!]")),
            ("It was {a}", a("sad", "[Me|What]? [After all I told you|How could you], {p}?")),
        ],
    },
    "a_side": {
        "lines": [
            n("[{b} stops smiling|Everyone turns to {b}|The room turns to {b}]. [A long silence|Nobody speaks]."),
            b("neutral", "[This is absurd|Nonsense|Ridiculous]. [Where is your proof|You have nothing], {p}?"),
            a("happy", "[I told you it was not me|I knew you would see it], {p}."),
        ],
    },
    "good_end": {
        "lines": [
            p("[And here is the proof|The proof]: [what I found|this], [right where {a} said|by {key}]."),
            b("sad", "[Fine|All right]. [I took it|It was me]. [I am sorry|I wanted {goal} so badly]."),
            a("happy", "[Thank you for believing me|You believed me], {p}. [I will never forget it|Thank you]."),
            a("happy", "[And from the very start|Even at the start], you [were kind|sat with me].", "side_a"),
            n("[The case is closed|The case is solved], and {a} is free. <Sound>."),
            n("[That night|Tonight], {town} [sleeps easy|sleeps well] [again|at last]."),
            p("[Another case closed|One more case solved]. [Now, where is my hat|Time for a long sleep]."),
        ],
    },
    "hollow_end": {
        "lines": [
            b("sad", "[It was me|Fine, I did it]. [But you were not sure|You guessed], {p}."),
            a("neutral", "[You believe me now|Now you believe me]? [After doubting me|After all that]?"),
            n("The case is closed. [But {a} does not|{a} will not] [look at you|say goodbye]."),
        ],
    },
    "short_end": {
        "lines": [
            b("happy", "[Proof|Evidence], {p}? [You have none.|Where is it?] [Good night|I am leaving]."),
            a("sad", "You [were right|knew], {p}. [But you found nothing|Without proof, it is nothing]."),
            n("{b} [walks out|leaves] [into the night|through the door], and {goal} [is never seen again|is gone]."),
        ],
    },
    "other_end": {
        "lines": [
            a("sad", "[You were wrong about me|I trusted you], {p}. [Wrong|So wrong]."),
            b("happy", "[And the thief walks free|Case closed, then]. [Pity|How sad]. [Good night|Farewell]."),
        ],
    },
}
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
SCENES = {"contest": CONTEST, "mystery": MYSTERY, "choice": CHOICE}
